import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@practice/sdk';
import type { SchoolDashboard } from '@practice/sdk/contract';
import { useOperationResult } from '../../data/use-loaded.js';
import { ChartPanel } from '../../screens/kit/charts/chart-panel.js';
import { ComputedAt } from '../../screens/kit/computed-at.js';
import { FigureTiles } from './figure-tiles.js';
import { DashboardPending } from './home-parts.js';
import { SchoolComparison } from './school-comparison.js';

const COUNTED = [{ key: 'fCount', label: '人数' }];
const WEEKLY_DIARIES = [
  { key: 'fDiaries', label: '提交日志' },
  { key: 'fReviewed', label: '已批阅' },
];
// Sign-ins are counted in hundreds where diaries are in tens: a chart of their own keeps both readable.
const WEEKLY_SIGN_INS = [{ key: 'fSignIns', label: '签到' }];

/**
 * The school's home (issue 30, part 2): this term's figures over the caller's school (the platform's, for
 * the platform admin, who also compares the schools), each a link to its list, and the breakdowns as
 * charts with their tables.
 */
export function AdminDashboard({ compare }: { compare: boolean }) {
  const board = useOperationResult<SchoolDashboard>('GetSchoolDashboard', {});
  const value = board.value;
  if (!value) return <DashboardPending failed={board.status === 'failed'} />;
  const weeks = value.weekly;
  return (
    <Stack gap="5" mt="5" data-testid="admin-dashboard">
      <Stack gap="1">
        <Heading size="md" as="h2">
          本学期实习概况
        </Heading>
        {weeks.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {formatDate(weeks[0]?.tWeekStart ?? '')} 起，共 {value.figures.placement.fTotal} 名实习学生
          </Text>
        )}
        <ComputedAt times={[value.tComputed]} />
      </Stack>
      <FigureTiles figures={value.figures} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ChartPanel
          title="每周日志提交与批阅"
          categoryLabel="周（起始日）"
          kind="line"
          rows={weeks}
          category="tWeekStart"
          series={WEEKLY_DIARIES}
        />
        <ChartPanel
          title="每周签到"
          categoryLabel="周（起始日）"
          kind="line"
          rows={weeks}
          category="tWeekStart"
          series={WEEKLY_SIGN_INS}
        />
        <ChartPanel
          title="各班未处理预警"
          categoryLabel="班级"
          kind="bars"
          rows={value.warningsByClass}
          category="cName"
          series={COUNTED}
          empty="没有未处理的预警"
        />
        <ChartPanel
          title="实习单位（前十）"
          categoryLabel="实习单位"
          kind="bars"
          rows={value.byCompany}
          category="cName"
          series={COUNTED}
        />
        <ChartPanel
          title="实习城市"
          categoryLabel="城市"
          kind="bars"
          rows={value.byCity}
          category="cName"
          series={COUNTED}
        />
      </SimpleGrid>
      {compare && <SchoolComparison />}
    </Stack>
  );
}

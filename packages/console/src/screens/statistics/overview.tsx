import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import { schoolTermOf } from '@practice/sdk/contract';
import { Loading, notify, saveWorkbook } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useLoaded } from '../../data/use-loaded.js';
import { authStore } from '../../stores/auth.js';
import { callOperation } from '../entity-list/index.js';
import { ComputedAt } from '../kit/computed-at.js';
import { ScreenTitle } from '../kit/screen-title.js';
import {
  type AppliedFilters,
  filterLines,
  type GroupBy,
  type StatisticsLine,
  statisticsCells,
  statisticsFileName,
} from './parts/statistics-export.js';
import { StatisticsFilters, type StatisticsQuery } from './parts/statistics-filters.js';
import type { Option } from './parts/statistics-options.js';
import { useStatisticsOptions } from './parts/statistics-options.js';
import { StatisticsTable } from './parts/statistics-table.js';

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const KEYS = ['fSchoolId', 'cMajor', 'fClassId', 'fInternshipInfoId', 'tTermStart', 'tTermEnd'] as const;

/** The screen's first filters: this school term, by class, narrowed by what the address carries (a dashboard's link). */
function queryFrom(params: URLSearchParams): StatisticsQuery {
  const fromAddress = Object.fromEntries(KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)]] : [])));
  const group = params.get('cGroupBy');
  return {
    fSchoolId: '',
    cMajor: '',
    fClassId: '',
    fInternshipInfoId: '',
    ...schoolTermOf(localToday()),
    ...fromAddress,
    cGroupBy: group === 'school' || group === 'major' || group === 'course' ? group : 'class',
  };
}

const labelOf = (options: readonly Option[], value: string) =>
  value ? options.find((o) => o.value === value)?.label : undefined;

/**
 * /statistics/overview (实习统计, issue 30 part 3): the programme's figures by school, major, class or course
 * over the caller's scope, filtered, as a table of percentages with their counts; 导出Excel writes the same
 * with the filters above it, named after its scope and term.
 */
export default function StatisticsOverviewScreen() {
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => queryFrom(params));
  // A dashboard's link followed again, to this kept-alive tab, brings its own filters.
  useEffect(() => setQuery(queryFrom(params)), [params]);
  const user = useSnapshot(authStore).user;
  const schoolPicker = user?.roles.includes('platformAdmin') ?? false;
  const choices = useStatisticsOptions(schoolPicker, query.fSchoolId);
  const body = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
  const lines = useLoaded<StatisticsLine[]>(
    `GetInternshipStatistics ${JSON.stringify(body)}`,
    () => callOperation('GetInternshipStatistics', body) as Promise<StatisticsLine[]>,
    { keepLast: true },
  );
  const [exporting, setExporting] = useState(false);
  const applied: AppliedFilters = {
    school: schoolPicker
      ? labelOf(choices.schools, query.fSchoolId)
      : String(user?.info.cSchoolName ?? '') || undefined,
    major: query.cMajor || undefined,
    className: labelOf(choices.classes, query.fClassId),
    course: labelOf(choices.courses, query.fInternshipInfoId),
    termStart: query.tTermStart || undefined,
    termEnd: query.tTermEnd || undefined,
    groupBy: query.cGroupBy as GroupBy,
    computed: lines.value?.map((l) => l.tComputed).sort()[0],
  };
  const exportBook = async () => {
    if (!lines.value) return;
    setExporting(true);
    try {
      await saveWorkbook(statisticsCells(lines.value, applied.groupBy), statisticsFileName(applied), {
        sheetName: '实习统计',
        preamble: filterLines(applied),
      });
      notify('success', '导出成功!');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="4" data-testid="statistics-overview">
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="3" align="baseline" wrap="wrap">
          <ScreenTitle />
          <ComputedAt times={(lines.value ?? []).map((l) => l.tComputed)} />
        </HStack>
        <Button
          variant="outline"
          minH={`${TAP_TARGET_PX}px`}
          loading={exporting}
          disabled={!lines.value?.length}
          onClick={() => void exportBook()}
        >
          导出Excel
        </Button>
      </HStack>
      <StatisticsFilters
        query={query}
        choices={choices}
        schoolPicker={schoolPicker}
        onChange={(next) => setQuery((q) => ({ ...q, ...next }))}
      />
      {lines.value ? (
        <StatisticsTable lines={lines.value} groupBy={query.cGroupBy} />
      ) : lines.status === 'failed' ? (
        <Text color="fg.muted">实习统计加载失败，请检查筛选条件后重试</Text>
      ) : (
        <Loading size="sm" />
      )}
    </Stack>
  );
}

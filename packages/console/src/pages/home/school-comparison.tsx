import { Heading, HStack, Stack } from '@chakra-ui/react';
import type { SchoolComparison as Line, ProgrammeFigures } from '@practice/sdk/contract';
import { Loading } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useOperationResult } from '../../data/use-loaded.js';
import { ChartPanel } from '../../screens/kit/charts/chart-panel.js';
import { ComputedAt } from '../../screens/kit/computed-at.js';
import { shareOf } from '../../screens/kit/figures.js';

const SHOWN = [
  { key: 'placement', label: '实习率(%)' },
  { key: 'majorMatch', label: '对口率(%)' },
  { key: 'agreement', label: '协议签订率(%)' },
] as const;

const percent = (r: ProgrammeFigures['placement']) => {
  const share = shareOf(r);
  return share === null ? 0 : Math.round(share * 1000) / 10;
};

/**
 * The platform admin's comparison of the schools this term: the key shares side by side, from the server's
 * roll-up of the term (computed hourly), so the time it was computed stands beside the heading.
 */
export function SchoolComparison() {
  const lines = useOperationResult<Line[]>('GetSchoolComparison', {});
  const rows = useMemo(
    () =>
      (lines.value ?? []).map((l) => ({
        cSchoolName: l.cSchoolName,
        ...Object.fromEntries(SHOWN.map((s) => [s.key, percent(l[s.key])])),
      })),
    [lines.value],
  );
  return (
    <Stack gap="3" data-testid="school-comparison">
      <HStack justify="space-between" align="baseline" wrap="wrap">
        <Heading size="md" as="h2">
          各校对比
        </Heading>
        <ComputedAt times={(lines.value ?? []).map((l) => l.tComputed)} testId="comparison-computed" />
      </HStack>
      {lines.value ? (
        <ChartPanel
          title="各校实习率、对口率与协议签订率"
          categoryLabel="学校"
          kind="bars"
          rows={rows}
          category="cSchoolName"
          series={SHOWN}
        />
      ) : (
        <Loading size="sm" />
      )}
    </Stack>
  );
}

import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { notify, OptionSelect, saveWithLink } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { useLoaded } from '../../data/use-loaded.js';
import { Permission } from '../../permission/index.js';
import { entityChoices } from '../entity-list/entity-calls.js';
import { callOperation, entityNamed } from '../entity-list/index.js';
import { ScreenTitle } from '../kit/screen-title.js';
import { BureauGapTable } from './parts/bureau-gap-table.js';
import type { BureauCheck } from './parts/bureau-gaps.js';

const pad = (n: number) => String(n).padStart(2, '0');
const thisMonth = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;

/**
 * /statistics/bureau (数据上报, issue 30): the education bureau's monthly internship report for a school.
 * 检查 lists the rows the national platform would refuse, each with links to the lists where its gaps are
 * filled; 导出上报表 downloads the server's .xlsx. The school admin's scope holds only their school, so the
 * picker offers the platform admin's choice and shows the school admin theirs.
 */
export default function BureauReportScreen() {
  const schools = useLoaded('bureau schools', () => entityChoices(entityNamed('School')), {
    reads: ['School'],
  });
  const [school, setSchool] = useState('');
  const [month, setMonth] = useState(thisMonth());
  const [result, setResult] = useState<BureauCheck | null>(null);
  // A result is about the school and month it was asked for: another choice clears it.
  const choose = (set: (v: string) => void) => (value: string) => {
    set(value);
    setResult(null);
  };
  const [busy, setBusy] = useState<'check' | 'export' | null>(null);
  const first = schools.value?.[0]?.value;
  useEffect(() => {
    if (!school && first) setSchool(first);
  }, [school, first]);

  const query = { fSchoolId: school, cMonth: month };
  const run = async (what: 'check' | 'export') => {
    if (!school || !month) return void notify('warning', '请选择学校和月份');
    setBusy(what);
    try {
      if (what === 'check') setResult((await callOperation('CheckBureauReport', query)) as BureauCheck);
      else {
        const name = schools.value?.find((s) => s.value === school)?.label ?? '';
        saveWithLink(
          (await callOperation('ExportBureauReport', query)) as Blob,
          `实习数据上报_${name}_${month}.xlsx`,
        );
        notify('success', '导出成功!');
      }
    } catch {
      // The SDK has said why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4" data-testid="bureau-report">
      <ScreenTitle />
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
        <Field.Root maxW={{ base: 'full', md: 'sm' }}>
          <Field.Label>学校</Field.Label>
          <OptionSelect
            options={schools.value ?? []}
            value={school}
            onChange={setSchool}
            placeholder="请选择学校"
          />
        </Field.Root>
        <Field.Root maxW={{ base: 'full', md: '48' }}>
          <Field.Label>月份</Field.Label>
          <Input
            type="month"
            aria-label="月份"
            value={month}
            onChange={(e) => choose(setMonth)(e.target.value)}
          />
        </Field.Root>
        <Button variant="outline" loading={busy === 'check'} onClick={() => void run('check')}>
          检查
        </Button>
        <Permission operation="ExportBureauReport">
          <Button colorPalette="brand" loading={busy === 'export'} onClick={() => void run('export')}>
            导出上报表
          </Button>
        </Permission>
      </Stack>
      {result && (
        <Stack gap="2" role="region" aria-label="检查结果">
          <Text>
            {month} 共 {result.fRows} 名实习学生，
            {result.gaps.length
              ? `${result.gaps.length} 名缺少必填项，请补全后再导出。`
              : '必填项齐全，可以导出。'}
          </Text>
          {result.gaps.length > 0 && <BureauGapTable gaps={result.gaps} />}
        </Stack>
      )}
    </Stack>
  );
}

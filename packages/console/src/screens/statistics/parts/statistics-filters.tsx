import { Field, SimpleGrid } from '@chakra-ui/react';
import { DateField, OptionSelect } from '@practice/ui-kit';
import { GROUP_LABELS, type GroupBy } from './statistics-export.js';
import type { Option } from './statistics-options.js';

/** The filters of 实习统计 as the address and the call name them. */
export interface StatisticsQuery {
  fSchoolId: string;
  cMajor: string;
  fClassId: string;
  fInternshipInfoId: string;
  tTermStart: string;
  tTermEnd: string;
  cGroupBy: GroupBy;
}

export interface FilterChoices {
  readonly schools: readonly Option[];
  readonly majors: readonly Option[];
  readonly classes: readonly Option[];
  readonly courses: readonly Option[];
}

const GROUPS = (Object.keys(GROUP_LABELS) as GroupBy[]).map((g) => ({ value: g, label: GROUP_LABELS[g] }));

interface Props {
  readonly query: StatisticsQuery;
  readonly choices: FilterChoices;
  /** The platform admin picks a school and may group by school; a school's staff count their own. */
  readonly schoolPicker: boolean;
  readonly onChange: (next: Partial<StatisticsQuery>) => void;
}

/** 学校, 专业, 班级, 实习课程, the term and 分组: each change counts again. */
export function StatisticsFilters({ query, choices, schoolPicker, onChange }: Props) {
  const pick = (label: string, key: keyof StatisticsQuery, options: readonly Option[], all: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionSelect
        options={[{ value: '', label: all }, ...options]}
        value={query[key]}
        onChange={(value) => onChange({ [key]: value })}
        placeholder={all}
      />
    </Field.Root>
  );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" data-testid="statistics-filters">
      {schoolPicker && pick('学校', 'fSchoolId', choices.schools, '全部学校')}
      {pick('专业', 'cMajor', choices.majors, '全部专业')}
      {pick('班级', 'fClassId', choices.classes, '全部班级')}
      {pick('实习课程', 'fInternshipInfoId', choices.courses, '全部课程')}
      <Field.Root>
        <Field.Label>学期开始</Field.Label>
        <DateField label="学期开始" value={query.tTermStart} onChange={(v) => onChange({ tTermStart: v })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>学期结束</Field.Label>
        <DateField label="学期结束" value={query.tTermEnd} onChange={(v) => onChange({ tTermEnd: v })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>分组</Field.Label>
        <OptionSelect
          options={schoolPicker ? GROUPS : GROUPS.filter((g) => g.value !== 'school')}
          value={query.cGroupBy}
          onChange={(value) => onChange({ cGroupBy: value as GroupBy })}
        />
      </Field.Root>
    </SimpleGrid>
  );
}

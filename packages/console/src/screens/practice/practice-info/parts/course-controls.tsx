import { Checkbox, CheckboxGroup, Field, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useOperationResult } from '../../../../data/use-loaded.js';
import { TeacherSearch } from '../../../kit/internship/tutor-fields.js';
import type { TeacherHit } from '../../../kit/internship/tutor-rules.js';
import type { FieldControlProps } from '../../../org/org-edit-page.js';

/*
 * The course page's own controls (course-edit): the responsible teacher, found by name since a teacher may
 * not read the user list, and the schools a multi-school course is open to, stored as a JSON list of ids.
 */

/** SPEC §3 practiceInfoType 3: open to the listed schools. */
const SEVERAL_SCHOOLS = '3';

/** 负责教师: the record's teacher until another is found by name and picked. */
export function TeacherControl({ field, value, onChange, error, readOnly, record }: FieldControlProps) {
  const [chosen, setChosen] = useState<TeacherHit | null>(null);
  const current = value && value === record?.fTeacherUserId ? String(record?.cTeacherName ?? '') : undefined;
  return (
    <TeacherSearch
      label={field.label}
      required={field.required}
      chosen={chosen}
      current={current}
      disabled={readOnly}
      error={error}
      onChoose={(teacher) => {
        setChosen(teacher);
        onChange(teacher?.fUserId ?? String(record?.fTeacherUserId ?? ''));
      }}
    />
  );
}

/** The stored JSON list as ids; anything else as none. */
export function schoolIdsOf(value: string): string[] {
  try {
    const list: unknown = JSON.parse(value || '[]');
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const ALL_SCHOOLS = { pageNumber: -1, pageSize: 10 };

interface SchoolOption {
  id: string;
  cDepartName: string;
}

/** 开放学校: only for a course open to several schools; the course's own school is always open. */
export function OpenSchoolsControl({ value, values, onChange, error, readOnly }: FieldControlProps) {
  const several = values.fPracticeType === SEVERAL_SCHOOLS;
  const loaded = useOperationResult<{ List: SchoolOption[] }>(
    'PracticeInfo_GetSchoolPageList',
    several ? ALL_SCHOOLS : null,
  );
  // A refusal was shown by the SDK: no other school to offer.
  const schools = loaded.status === 'failed' ? [] : (loaded.value?.List ?? null);
  if (!several) return null;
  const others = (schools ?? []).filter((s) => s.id !== values.fSchoolId);
  return (
    <Field.Root required invalid={!!error} gridColumn="1 / -1">
      <Field.Label>
        开放学校
        <Field.RequiredIndicator />
      </Field.Label>
      {schools === null ? (
        <Text color="fg.muted">正在加载学校…</Text>
      ) : (
        <CheckboxGroup
          value={schoolIdsOf(value)}
          onValueChange={(ids) => onChange(ids.length ? JSON.stringify(ids) : '')}
          disabled={readOnly}
          aria-label="开放学校"
        >
          <Wrap gap="4">
            {others.map((s) => (
              <Checkbox.Root key={s.id} value={s.id}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{s.cDepartName}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </CheckboxGroup>
      )}
      <Stack>
        <Field.HelperText>本校学生始终可以选课；勾选的学校的学生也可以选课。</Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Stack>
    </Field.Root>
  );
}

import { Button, Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { callOperation } from '../../entity-list/index.js';
import type { TeacherHit, TutorForm } from './tutor-rules.js';

/*
 * The inputs of the tutor dialogs: an enterprise tutor's details, and the search that finds an in-school
 * tutor among the school's teachers.
 */

type Change = (patch: Partial<TutorForm>) => void;

interface FieldsProps {
  form: TutorForm;
  errors: Record<string, string>;
  onChange: Change;
}

const TEXT_FIELDS = [
  { key: 'cRealName', label: '姓名', required: true },
  { key: 'cMobile', label: '手机号', required: true },
  { key: 'cCompanyName', label: '所在单位', required: false },
  { key: 'cJobTitle', label: '职务/职称', required: false },
] as const;

/** 姓名, 手机号, 所在单位, 职务/职称 of an enterprise tutor. */
export function CompanyTutorInputs({ form, errors, onChange }: FieldsProps) {
  return (
    <Stack gap="3">
      {TEXT_FIELDS.map((f) => (
        <Field.Root key={f.key} required={f.required} invalid={!!errors[f.key]}>
          <Field.Label>
            {f.label}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            placeholder={`请输入${f.label}`}
            value={form[f.key]}
            onChange={(e) => onChange({ [f.key]: e.target.value })}
          />
          <Field.ErrorText>{errors[f.key]}</Field.ErrorText>
        </Field.Root>
      ))}
    </Stack>
  );
}

const hitLabel = (t: TeacherHit) =>
  [t.cRealName, t.cMobile, t.cNumber && `工号 ${t.cNumber}`, t.cSchoolName].filter(Boolean).join(' · ');

export interface TeacherSearchProps {
  /** The teacher picked so far. */
  chosen: TeacherHit | null;
  onChoose: (teacher: TeacherHit | null) => void;
  error?: string | undefined;
  label?: string;
  /** Shown beside the label while nothing new is picked: the teacher the record has now. */
  current?: string | undefined;
  disabled?: boolean;
  required?: boolean;
}

/** Finds teachers by name (InternshipTutor_GetTeacherListByRealName, the first 10) and picks one. */
export function TeacherSearch(props: TeacherSearchProps) {
  const { chosen, onChoose, error, label = '教师', current, disabled, required = true } = props;
  const [name, setName] = useState('');
  const [hits, setHits] = useState<TeacherHit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const search = async () => {
    setBusy(true);
    try {
      const page = await callOperation('InternshipTutor_GetTeacherListByRealName', {
        cRealName: name.trim(),
        pageNumber: 1,
        pageSize: 10,
      });
      setHits(page.List as TeacherHit[]);
      onChoose(null);
    } catch {
      // The SDK has shown why (请输入姓名, a refusal); the last results stay.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field.Root required={required} invalid={!!error} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
        {current && !chosen && <Text color="fg.muted">（当前：{current}）</Text>}
      </Field.Label>
      <HStack width="full">
        <Input
          placeholder="请输入教师姓名"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
        />
        <Button variant="outline" loading={busy} disabled={disabled} onClick={() => void search()}>
          查询
        </Button>
      </HStack>
      {hits && hits.length === 0 && <Text color="fg.muted">未找到该姓名的教师</Text>}
      {hits && hits.length > 0 && (
        <RadioGroup.Root
          value={chosen?.fUserId ?? ''}
          onValueChange={(e) => onChoose(hits.find((h) => h.fUserId === e.value) ?? null)}
          aria-label="查询到的教师"
        >
          <Stack gap="2" pt="1">
            {hits.map((t) => (
              <RadioGroup.Item key={t.fUserId} value={t.fUserId}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{hitLabel(t)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

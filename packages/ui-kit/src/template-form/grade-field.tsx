import { Field, Input, Text } from '@chakra-ui/react';
import { OptionSelect } from '../form/option-select.js';
import type { TemplateFormMode } from './template-field.js';
import { gradeOptions } from './template-options.js';
import { GRADE_LABEL } from './validation.js';

export interface GradeFieldProps {
  value: string;
  onChange: (value: string) => void;
  mode: TemplateFormMode;
  error?: string | undefined;
}

const GRADES = gradeOptions();
const labelOf = (value: string) => GRADES.find((g) => g.value === value)?.label ?? '';

/** The review grade (enums.ScoreGrade), highest first. */
export function GradeField({ value, onChange, mode, error }: GradeFieldProps) {
  const editable = mode === 'edit';
  return (
    <Field.Root invalid={Boolean(error)} required={editable} disabled={mode === 'disabled'}>
      <Field.Label>
        {GRADE_LABEL}
        {editable && <Field.RequiredIndicator />}
      </Field.Label>
      {mode === 'pretty' ? (
        <Text color={value ? undefined : 'fg.muted'}>{labelOf(value) || '未填写'}</Text>
      ) : mode === 'readonly' ? (
        <Input readOnly value={labelOf(value)} />
      ) : (
        <OptionSelect placeholder="请选择" options={GRADES} value={value} onChange={onChange} />
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

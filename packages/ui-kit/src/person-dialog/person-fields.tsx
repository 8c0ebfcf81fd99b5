import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { enums } from '@practice/sdk/contract';
import type { ReactNode } from 'react';
import { OptionSelect } from '../form/option-select.js';
import type { PersonField } from './person-form-state.js';
import { numberLabel, type PersonKind, tutorTypeOptions } from './person-kind.js';
import type { SelectOption } from './types.js';
import type { usePersonForm } from './use-person-form.js';

interface PersonFieldsProps {
  kind: PersonKind;
  form: ReturnType<typeof usePersonForm>;
  classes: readonly SelectOption[];
  allowLeaderTutorType: boolean;
}

/** The add-person inputs; which ones accept typing is the form hook's decision. */
export function PersonFields({ kind, form, classes, allowLeaderTutorType }: PersonFieldsProps) {
  const { state, editable, edit } = form;
  const row = (field: PersonField, label: string, required: boolean, control: ReactNode) => (
    <Field.Root required={required} disabled={!editable(field)} invalid={Boolean(state.errors[field])}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      <Field.ErrorText>{state.errors[field]}</Field.ErrorText>
    </Field.Root>
  );
  const text = (field: PersonField, placeholder: string) => (
    <Input
      value={state.fields[field]}
      placeholder={placeholder}
      onChange={(event) => edit(field, event.target.value)}
    />
  );
  const select = (field: PersonField, placeholder: string, options: readonly SelectOption[]) => (
    <OptionSelect
      placeholder={placeholder}
      options={options}
      value={state.fields[field]}
      onChange={(value) => edit(field, value)}
    />
  );

  return (
    <Stack gap="4">
      {row(
        'cMobile',
        '手机号码',
        true,
        <HStack width="full">
          <Input
            flex="1"
            type="tel"
            value={state.fields.cMobile}
            placeholder="请输入手机号码"
            onChange={(event) => edit('cMobile', event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void form.check()}
          />
          <Button
            colorPalette="brand"
            loading={state.status === 'checking'}
            onClick={() => void form.check()}
          >
            校验
          </Button>
          <Button variant="outline" onClick={form.reenter}>
            重新输入
          </Button>
        </HStack>,
      )}
      {row('cRealName', '姓名', true, text('cRealName', '请输入姓名'))}
      {row('cNumber', numberLabel(kind), false, text('cNumber', `请输入${numberLabel(kind)}`))}
      {kind === 'student' && row('fClassId', '班级', true, select('fClassId', '请选择班级', classes))}
      {kind === 'tutor' && form.fixedTutorType !== undefined && (
        // Set by the caller: shown for what it is, never asked for.
        <Field.Root readOnly>
          <Field.Label>导师类型</Field.Label>
          <Input readOnly value={enums.TutorType.labelOf(form.fixedTutorType)} />
        </Field.Root>
      )}
      {kind === 'tutor' &&
        form.fixedTutorType === undefined &&
        row(
          'fType',
          '导师类型',
          true,
          select('fType', '请选择导师类型', tutorTypeOptions(allowLeaderTutorType)),
        )}
    </Stack>
  );
}

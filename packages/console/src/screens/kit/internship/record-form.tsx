import { Field, SimpleGrid } from '@chakra-ui/react';
import {
  AppDialog,
  DialogActions,
  RichTextEditor,
  type TableRow,
  UploadField,
  useResetOnOpen,
} from '@practice/ui-kit';
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react';
import { fileUrl, uploaderFor } from '../../../files/uploads.js';
import { addEntity, editEntity, operationsOf } from '../../entity-list/entity-calls.js';
import { FieldInput } from '../../entity-list/field-input.js';
import { buildSubmission, toFormValues } from '../../entity-list/form-values.js';
import { entityNamed, type ListActions } from '../../entity-list/index.js';
import { useFormSubmit } from '../../entity-list/use-form-submit.js';
import { type ChoiceLoader, useChoicesWhileOpen } from '../../entity-list/use-ref-choices.js';
import { type RecordField, recordFields } from './record-fields.js';

const uploadFile = uploaderFor('file');
const uploadImage = uploaderFor('richText');

export type RecordFormState =
  | { mode: 'closed' }
  | { mode: 'add'; preset?: Readonly<Record<string, string>> }
  | { mode: 'edit'; row: TableRow };

/** The page's Add{E} and Edit{E} buttons open this form instead of the generic one. */
export function useRecordForm(entity: string) {
  const [state, setState] = useState<RecordFormState>({ mode: 'closed' });
  const ops = operationsOf({ name: entity });
  const handlers: ListActions = {
    [ops.add]: { need: 'none', run: () => setState({ mode: 'add' }) },
    [ops.edit]: { need: 'one', run: ([row]) => row && setState({ mode: 'edit', row }) },
  };
  /** Opens the add form with some fields already chosen (the task 今日待办 names). */
  const add = (preset: Readonly<Record<string, string>>) => setState({ mode: 'add', preset });
  return { state, handlers, add, close: () => setState({ mode: 'closed' }) };
}

export interface RecordFormDialogProps {
  entity: string;
  state: RecordFormState;
  onClose: () => void;
  /** The course (and student) of the page: sent with every record, not shown. */
  fixed: Readonly<Record<string, string>>;
  /** How each ref the user picks is offered (the course's students, its tutors), loaded when the form opens. */
  choices?: Readonly<Record<string, ChoiceLoader>>;
  omit?: readonly string[];
  /** The server's word on the add button (新增任务), for the title. */
  addLabel: string;
}

/** 编辑访谈记录, 新增访谈记录; a button that already names its object (新增任务) stands alone. */
export const formTitle = (label: string, action: string) =>
  action === '新增' || action === '编辑' ? `${action}${label}` : action;

/**
 * A course record's add/edit form (SPEC 5: required text trimmed, then checked as the contract checks it;
 * 验证未通过, 提交失败 on failure, 提交成功! on success).
 */
export function RecordFormDialog(props: RecordFormDialogProps) {
  const { state, onClose, fixed, choices: loaders, omit, addLabel } = props;
  const entity = entityNamed(props.entity);
  const editing = state.mode === 'edit' ? state.row : undefined;
  const preset = state.mode === 'add' ? state.preset : undefined;
  const open = state.mode !== 'closed';
  const choiceKeys = useMemo(() => Object.keys(loaders ?? {}), [loaders]);
  const { all, shown } = useMemo(
    () => recordFields(entity, { fixed, choices: choiceKeys, ...(omit ? { omit } : {}) }),
    [entity, fixed, choiceKeys, omit],
  );
  const choices = useChoicesWhileOpen(loaders, open);
  const formId = useId();
  const form = useFormSubmit();
  const { setValues, reset } = form;

  const load = useCallback(() => {
    setValues(editing ? toFormValues(all, editing) : { ...toFormValues(all), ...preset, ...fixed });
    reset();
  }, [all, editing, preset, fixed, setValues, reset]);
  useResetOnOpen(open, load);

  const submit = (event: FormEvent) =>
    form.submit(event, {
      check: () => buildSubmission(entity, all, form.values, editing),
      send: (body) => (editing ? editEntity(entity, body) : addEntity(entity, body)),
      // The list refreshes through the write itself (src/data).
      onDone: onClose,
    });

  const control = (field: RecordField) => {
    const value = form.values[field.key] ?? '';
    const change = (next: string | null) => form.change(field.key, next ?? '');
    if (field.widget === 'upload')
      return (
        <Field.Root key={field.key} invalid={!!form.errors[field.key]} gridColumn="1 / -1">
          <UploadField
            label={field.label}
            value={value || null}
            onChange={change}
            upload={uploadFile}
            required={field.required}
          />
          {form.errors[field.key] && <Field.ErrorText>{form.errors[field.key]}</Field.ErrorText>}
        </Field.Root>
      );
    if (field.widget === 'richText')
      return (
        <Field.Root key={field.key} invalid={!!form.errors[field.key]} gridColumn="1 / -1">
          <Field.Label>{field.label}</Field.Label>
          <RichTextEditor
            label={field.label}
            value={value}
            onChange={change}
            upload={uploadImage}
            previewUrl={fileUrl}
          />
          {form.errors[field.key] && <Field.ErrorText>{form.errors[field.key]}</Field.ErrorText>}
        </Field.Root>
      );
    return (
      <FieldInput
        key={field.key}
        field={field}
        value={value}
        onChange={change}
        error={form.errors[field.key]}
        choices={choices[field.key]}
      />
    );
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={formTitle(entity.label, editing ? '编辑' : addLabel)}
      size="medium"
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={form.saving} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label={`${entity.label}表单`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {shown.map(control)}
        </SimpleGrid>
      </form>
    </AppDialog>
  );
}

import { SimpleGrid } from '@chakra-ui/react';
import { SUBMIT_SUCCEEDED, VALIDATION_FAILED } from '@practice/sdk';
import type { EntityDef } from '@practice/sdk/contract';
import { AppDialog, DialogActions, notify, type TableRow, useResetOnOpen } from '@practice/ui-kit';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { addEntity, editEntity } from './entity-calls.js';
import { FieldInput } from './field-input.js';
import type { FormField } from './form-fields.js';
import { buildSubmission, type FormValues, toFormValues } from './form-values.js';
import { useRefChoices } from './use-ref-choices.js';

export interface EntityFormDialogProps {
  entity: EntityDef;
  fields: readonly FormField[];
  open: boolean;
  /** The row being edited; adding when absent. */
  editing?: TableRow | undefined;
  onClose: () => void;
  /** After 提交成功!: the table reloads. */
  onSaved: () => void;
}

/** Many fields take two columns in a wider dialog. */
const WIDE_FORM = 6;

/**
 * The generic add/edit dialog: a field per writable column, checked as the contract checks it (SPEC §5:
 * 验证未通过, 提交失败), then Add{E} or Edit{E}. A refusal shows as the SDK's toast and keeps the form.
 */
export function EntityFormDialog({ entity, fields, open, editing, onClose, onSaved }: EntityFormDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const choices = useRefChoices(fields, open);

  const reset = useCallback(() => {
    setValues(toFormValues(fields, editing));
    setErrors({});
    setSaving(false);
  }, [fields, editing]);
  useResetOnOpen(open, reset);

  // A new row's only possible choice (a school admin's own school) is taken for them.
  useEffect(() => {
    if (editing) return;
    setValues((current) => {
      const only = Object.entries(choices).filter(([key, list]) => list.length === 1 && !current[key]);
      if (only.length === 0) return current;
      return { ...current, ...Object.fromEntries(only.map(([key, list]) => [key, String(list[0]?.value)])) };
    });
  }, [choices, editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = buildSubmission(entity, fields, values, editing);
    if (!result.ok) {
      setErrors(result.errors);
      notify('warning', VALIDATION_FAILED);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await (editing ? editEntity(entity, result.body) : addEntity(entity, result.body));
    } catch {
      setSaving(false);
      return;
    }
    notify('success', SUBMIT_SUCCEEDED);
    onClose();
    onSaved();
  };

  const wide = fields.length > WIDE_FORM;
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={`${editing ? '编辑' : '添加'}${entity.label}`}
      size={wide ? 'medium' : 'small'}
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={saving} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label={`${entity.label}表单`}>
        <SimpleGrid columns={{ base: 1, md: wide ? 2 : 1 }} gap="4">
          {fields.map((field) => (
            <FieldInput
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
              error={errors[field.key]}
              choices={choices[field.key]}
            />
          ))}
        </SimpleGrid>
      </form>
    </AppDialog>
  );
}

import { SimpleGrid } from '@chakra-ui/react';
import type { EntityDef } from '@practice/sdk/contract';
import { AppDialog, DialogActions, type TableRow, useResetOnOpen } from '@practice/ui-kit';
import { type FormEvent, Fragment, useCallback, useId, useMemo } from 'react';
import { addEntity, editEntity } from './entity-calls.js';
import { FieldInput } from './field-input.js';
import type { FormField } from './form-fields.js';
import type { FormParts } from './form-parts.js';
import { buildSubmission, toFormValues } from './form-values.js';
import { useFormSubmit, useOnlyChoices } from './use-form-submit.js';
import { useRefChoices } from './use-ref-choices.js';

export interface EntityFormDialogProps {
  entity: EntityDef;
  fields: readonly FormField[];
  open: boolean;
  /** The row being edited; adding when absent. */
  editing?: TableRow | undefined;
  /** A new row's starting values. */
  defaults?: Readonly<Record<string, string>> | undefined;
  /** The add button's word (the server's: 新增), for the dialog's title. */
  addLabel?: string;
  onClose: () => void;
  /**
   * After 提交成功!, with the saved row (an add's may carry more). The lists showing the row refresh
   * through the write itself (src/data).
   */
  onSaved?: (answer?: unknown) => void;
  /** A screen's own controls and checks for some fields. */
  parts?: FormParts | undefined;
}

/** Many fields take two columns in a wider dialog. */
const WIDE_FORM = 6;

/**
 * The generic add/edit dialog: a field per writable column, checked as the contract checks it (SPEC §5:
 * 验证未通过, 提交失败), then Add{E} or Edit{E}. A refusal shows as the SDK's toast and keeps the form.
 */
export function EntityFormDialog(props: EntityFormDialogProps) {
  const { entity, open, editing, defaults, addLabel = '新增', onClose, onSaved, parts } = props;
  // Write-only values (a password) are set when adding; editing neither shows nor sends them.
  const fields = useMemo(
    () => (editing ? props.fields.filter((f) => !f.addOnly) : props.fields),
    [editing, props.fields],
  );
  const formId = useId();
  const form = useFormSubmit();
  const { values, setValues } = form;
  const choices = useRefChoices(fields, open);

  const reset = useCallback(() => {
    setValues(editing ? toFormValues(fields, editing) : { ...toFormValues(fields, undefined), ...defaults });
    form.reset();
  }, [fields, editing, defaults, form.reset, setValues]);
  useResetOnOpen(open, reset);

  useOnlyChoices(choices, !editing, setValues);

  const submit = (event: FormEvent) =>
    form.submit(event, {
      check: () => {
        const prepared = parts?.prepare?.(values) ?? { ok: true as const, values };
        return prepared.ok ? buildSubmission(entity, fields, prepared.values, editing) : prepared;
      },
      send: (body) => (editing ? editEntity(entity, body) : addEntity(entity, body)),
      onDone: (answer) => {
        onClose();
        onSaved?.(answer);
      },
    });

  const wide = fields.length > WIDE_FORM;
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={formTitle(editing ? '编辑' : addLabel, entity.label)}
      size={wide ? 'medium' : 'small'}
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={form.saving} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label={`${entity.label}表单`}>
        <SimpleGrid columns={{ base: 1, md: wide ? 2 : 1 }} gap="4">
          {fields.map((field) => {
            const onChange = (value: string) => form.change(field.key, value);
            const error = form.errors[field.key];
            const own = parts?.editor?.({ field, values, onChange, error });
            return own === undefined ? (
              <FieldInput
                key={field.key}
                field={field}
                value={values[field.key] ?? ''}
                onChange={onChange}
                error={error}
                choices={choices[field.key]}
              />
            ) : (
              <Fragment key={field.key}>{own}</Fragment>
            );
          })}
        </SimpleGrid>
      </form>
    </AppDialog>
  );
}

/**
 * 新增 + 模板 → 新增模板, but a button that already names what it adds (新增模板, 新增导师, 上传资料) is the
 * title as it is.
 */
export function formTitle(action: string, label: string): string {
  return action.length > 2 ? action : `${action}${label}`;
}

import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { AppDialog, DialogActions, type TableRow, useResetOnOpen } from '@practice/ui-kit';
import { type FormEvent, useCallback, useId } from 'react';
import { addEntity, editEntity } from '../../../entity-list/entity-calls.js';
import { FieldInput } from '../../../entity-list/field-input.js';
import { toFormValues } from '../../../entity-list/form-values.js';
import { useFormSubmit } from '../../../entity-list/use-form-submit.js';
import {
  ITEM_ENTITY,
  ITEM_FIELDS,
  isDropdown,
  itemSubmission,
  OPTIONS_KEY,
  SHOWN_FIELDS,
} from './item-form.js';
import { OPTIONS_HINT, optionsPreview } from './item-options.js';

const LABEL = ITEM_ENTITY.label;
/** 新增模板项 as the server words it; a bare 新增 gets the entity's name. */
const dialogTitle = (addLabel: string) => (addLabel.endsWith(LABEL) ? addLabel : `${addLabel}${LABEL}`);

export interface ItemFormDialogProps {
  open: boolean;
  /** The item being edited; adding when absent. */
  editing?: TableRow | undefined;
  /** A new item's template and place in the form. */
  defaults: Readonly<Record<string, string>>;
  /** The server's word on the add button (新增模板项). */
  addLabel: string;
  /** After 提交成功! too: the table and the preview refresh through the write itself (src/data). */
  onClose: () => void;
}

/**
 * Adds or edits a template item: the contract's fields, and for a dropdown its options, named as such,
 * explained, shown as the student will read them, and refused with the reason when malformed.
 */
export function ItemFormDialog({ open, editing, defaults, addLabel, onClose }: ItemFormDialogProps) {
  const formId = useId();
  const form = useFormSubmit();
  const { values, setValues } = form;

  const reset = useCallback(() => {
    setValues(editing ? toFormValues(ITEM_FIELDS, editing) : { ...toFormValues(ITEM_FIELDS), ...defaults });
    form.reset();
  }, [editing, defaults, form.reset, setValues]);
  useResetOnOpen(open, reset);

  const submit = (event: FormEvent) =>
    form.submit(event, {
      check: () => itemSubmission(values, editing),
      send: (body) => (editing ? editEntity(ITEM_ENTITY, body) : addEntity(ITEM_ENTITY, body)),
      onDone: onClose,
    });

  const dropdown = isDropdown(values);
  const preview = dropdown ? optionsPreview(values[OPTIONS_KEY]) : '';
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={editing ? `编辑${LABEL}` : dialogTitle(addLabel)}
      size="medium"
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={form.saving} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label={`${LABEL}表单`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {SHOWN_FIELDS.map((field) => {
            const options = field.key === OPTIONS_KEY && dropdown;
            const input = (
              <FieldInput
                key={field.key}
                field={options ? { ...field, label: '下拉选项', required: true } : field}
                value={values[field.key] ?? ''}
                onChange={(value) => form.change(field.key, value)}
                error={form.errors[field.key]}
              />
            );
            if (!options) return input;
            return (
              <Box key={field.key} gridColumn="1 / -1">
                {input}
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {OPTIONS_HINT}
                </Text>
                {preview && (
                  <Text fontSize="sm" mt="1" data-testid="options-preview">
                    学生将看到：{preview}
                  </Text>
                )}
              </Box>
            );
          })}
        </SimpleGrid>
      </form>
    </AppDialog>
  );
}

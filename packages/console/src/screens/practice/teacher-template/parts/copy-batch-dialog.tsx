import { Field, Input, Stack } from '@chakra-ui/react';
import { AppDialog, DialogActions, OptionSelect, useResetOnOpen } from '@practice/ui-kit';
import { type FormEvent, useCallback, useId } from 'react';
import { useLoaded } from '../../../../data/use-loaded.js';
import { entityChoices } from '../../../entity-list/entity-calls.js';
import { callOperation, entityNamed } from '../../../entity-list/index.js';
import { useFormSubmit } from '../../../entity-list/use-form-submit.js';
import { BATCH_KEY, copySubmission, NAME_KEY, NAME_MAX } from './batch-copy.js';

export interface CopyBatchDialogProps {
  open: boolean;
  /** The batch offered first (the one being looked at), or ''. */
  source: string;
  /** The server's word on the button: the dialog's title. */
  title: string;
  /** After 提交成功! too: the copy is a new batch, which the tree shows through the write itself (src/data). */
  onClose: () => void;
}

/** Asks which batch to copy (the one in view first) and, optionally, the copy's name. */
export function CopyBatchDialog({ open, source, title, onClose }: CopyBatchDialogProps) {
  const formId = useId();
  const form = useFormSubmit();
  const { values, setValues } = form;
  const { value: batches = [] } = useLoaded(
    open ? 'TemplateBatchInfo choices' : null,
    () => entityChoices(entityNamed('TemplateBatchInfo')),
    { keepLast: true, reads: ['TemplateBatchInfo'] },
  );

  const reset = useCallback(() => {
    setValues({ [BATCH_KEY]: source, [NAME_KEY]: '' });
    form.reset();
  }, [source, form.reset, setValues]);
  useResetOnOpen(open, reset);

  const sourceName = batches.find((b) => String(b.value) === values[BATCH_KEY])?.label;
  const submit = (event: FormEvent) =>
    form.submit(event, {
      check: () => copySubmission(values),
      send: (body) => callOperation('CopyTemplateBatchInfo', body as never),
      onDone: onClose,
    });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={form.saving} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label="复制批次表单">
        <Stack gap="4">
          <Field.Root required invalid={!!form.errors[BATCH_KEY]}>
            <Field.Label>
              要复制的批次
              <Field.RequiredIndicator />
            </Field.Label>
            <OptionSelect
              options={batches}
              placeholder="请选择要复制的批次"
              value={values[BATCH_KEY] ?? ''}
              onChange={(value) => form.change(BATCH_KEY, value)}
            />
            <Field.HelperText>批次下的模板和模板项一并复制，下级批次不复制。</Field.HelperText>
            {form.errors[BATCH_KEY] && <Field.ErrorText>{form.errors[BATCH_KEY]}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!form.errors[NAME_KEY]}>
            <Field.Label>新批次名称</Field.Label>
            <Input
              maxLength={NAME_MAX}
              placeholder={sourceName ? `不填写则为「${sourceName}副本」` : '不填写则为原名称加“副本”'}
              value={values[NAME_KEY] ?? ''}
              onChange={(event) => form.change(NAME_KEY, event.target.value)}
            />
            {form.errors[NAME_KEY] && <Field.ErrorText>{form.errors[NAME_KEY]}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </form>
    </AppDialog>
  );
}

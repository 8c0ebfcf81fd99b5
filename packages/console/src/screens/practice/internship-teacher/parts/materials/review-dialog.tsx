import { Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import type { EnumOption } from '@practice/sdk/contract';
import { AppDialog, DialogActions, useResetOnOpen } from '@practice/ui-kit';
import { type FormEvent, useCallback, useId } from 'react';
import { callOperation } from '../../../../entity-list/index.js';
import { useFormSubmit } from '../../../../entity-list/use-form-submit.js';
import { initialVerdict, verdictSubmission } from './review-rules.js';

/** What is reviewed: the row's key and id, what it holds now, and what the dialog calls it. */
export interface ReviewTarget {
  key: string;
  id: string;
  status: unknown;
  comment?: string | null;
  /** Shown above the verdict: the student and the material or item. */
  subject: string;
}

export interface ReviewDialogProps {
  target: ReviewTarget | null;
  /** Edit{E} of the reviewed row. */
  operation: string;
  verdicts: readonly EnumOption[];
  /** The row's comment field (cAuditDesc); without it no comment is asked. */
  commentKey?: string;
  onClose: () => void;
}

/** 审核: pass or reject one row, with a comment where the row keeps one (SPEC §8: 提交成功!). */
export function ReviewDialog({ target, operation, verdicts, commentKey, onClose }: ReviewDialogProps) {
  const formId = useId();
  const form = useFormSubmit();
  const { setValues, reset } = form;
  const restart = useCallback(() => {
    setValues({ fStatus: String(initialVerdict(target?.status)), comment: target?.comment ?? '' });
    reset();
  }, [target, setValues, reset]);
  useResetOnOpen(target !== null, restart);

  const submit = (event: FormEvent) =>
    form.submit(event, {
      check: () =>
        verdictSubmission(
          { fStatus: form.values.fStatus ?? '', comment: form.values.comment ?? '' },
          target?.key ?? '',
          target?.id ?? '',
          commentKey,
        ),
      send: (body) => callOperation(operation, body),
      onDone: () => {
        onClose();
      },
    });

  return (
    <AppDialog
      open={target !== null}
      onClose={onClose}
      title="审核"
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={form.saving} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label="审核">
        <Stack gap="4">
          <Text fontWeight="medium">{target?.subject}</Text>
          <Field.Root required invalid={!!form.errors.fStatus}>
            <Field.Label>审核结果</Field.Label>
            <RadioGroup.Root
              value={form.values.fStatus ?? ''}
              onValueChange={(e) => form.change('fStatus', e.value ?? '')}
              aria-label="审核结果"
            >
              <Stack direction="row" gap="6">
                {verdicts.map((v) => (
                  <RadioGroup.Item key={String(v.value)} value={String(v.value)}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{v.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            <Field.ErrorText>{form.errors.fStatus}</Field.ErrorText>
          </Field.Root>
          {commentKey && (
            <Field.Root invalid={!!form.errors.comment}>
              <Field.Label>审核意见</Field.Label>
              <Textarea
                rows={4}
                placeholder="请输入审核意见（审核不通过时必填）"
                value={form.values.comment ?? ''}
                onChange={(e) => form.change('comment', e.target.value)}
              />
              <Field.ErrorText>{form.errors.comment}</Field.ErrorText>
            </Field.Root>
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}

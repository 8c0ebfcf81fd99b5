import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  AppDialog,
  DialogActions,
  gradeOptions,
  OptionSelect,
  type TableRow,
  useResetOnOpen,
} from '@practice/ui-kit';
import { type FormEvent, useCallback, useId } from 'react';
import { callOperation } from '../../../../entity-list/index.js';
import { useFormSubmit } from '../../../../entity-list/use-form-submit.js';
import { checkGrade, type GradeBody, gradeFormOf } from './grading.js';

const GRADES = gradeOptions();

export interface GradeDialogProps {
  /** The summary being graded; the dialog is closed without one. */
  summary: TableRow | null;
  /** After 提交成功! too: the list or the detail refreshes through the write itself (src/data). */
  onClose: () => void;
}

/** 评分: the grade (highest first) and the tutor's comment, sent with GiveInternshipSummaryGrade. */
export function GradeDialog({ summary, onClose }: GradeDialogProps) {
  const formId = useId();
  const form = useFormSubmit();
  const { setValues, reset } = form;
  const open = summary !== null;
  const load = useCallback(() => {
    setValues(summary ? gradeFormOf(summary) : {});
    reset();
  }, [summary, setValues, reset]);
  useResetOnOpen(open, load);

  const submit = (event: FormEvent) => {
    if (!summary) return;
    const values = { fGrade: form.values.fGrade ?? '', cComment: form.values.cComment ?? '' };
    return form.submit(event, {
      check: () => checkGrade(summary, values),
      send: (body) => callOperation('GiveInternshipSummaryGrade', body as GradeBody),
      onDone: onClose,
    });
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="评分"
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={form.saving} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label="评分表单">
        <Stack gap="4">
          {summary && (
            <Text color="fg.muted">
              {String(summary.cRealName ?? '')} · {String(summary.cTitle ?? '')}
            </Text>
          )}
          <Field.Root required invalid={!!form.errors.fGrade}>
            <Field.Label>
              成绩等级
              <Field.RequiredIndicator />
            </Field.Label>
            <OptionSelect
              options={GRADES}
              placeholder="请选择成绩等级"
              value={form.values.fGrade ?? ''}
              onChange={(value) => form.change('fGrade', value)}
            />
            {form.errors.fGrade && <Field.ErrorText>{form.errors.fGrade}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!form.errors.cComment}>
            <Field.Label>导师评语</Field.Label>
            <Textarea
              rows={5}
              placeholder="请输入导师评语"
              value={form.values.cComment ?? ''}
              onChange={(e) => form.change('cComment', e.target.value)}
            />
            {form.errors.cComment && <Field.ErrorText>{form.errors.cComment}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </form>
    </AppDialog>
  );
}

import { Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { AppDialog, DialogActions, Loading, type TableRow, useResetOnOpen } from '@practice/ui-kit';
import { type FormEvent, useCallback, useId } from 'react';
import { callOperation } from '../../../entity-list/index.js';
import { useFormSubmit } from '../../../entity-list/use-form-submit.js';
import {
  commentKey,
  commentSubmission,
  type EvaluationLine,
  evaluationSubmission,
  evaluationValues,
  scoreKey,
  totalOf,
} from './task-evaluation.js';
import { useEvaluationSheet } from './task-evaluation-load.js';

export interface TaskEvaluationDialogProps {
  /** The hand-in being scored; the dialog is closed without one. */
  task: TableRow | null;
  /** After 提交成功! too: the list refreshes through the write itself (src/data). */
  onClose: () => void;
}

type Form = ReturnType<typeof useFormSubmit>;

/** One template item: its points and standard, the score and a comment. */
function LineInputs({ line, form }: { line: EvaluationLine; form: Form }) {
  const score = scoreKey(line.id);
  const comment = commentKey(line.id);
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3" data-item={line.name}>
      <Field.Root required invalid={!!form.errors[score]}>
        <Field.Label>
          {line.name}（{line.max}分）
          <Field.RequiredIndicator />
        </Field.Label>
        {line.standard && <Field.HelperText>{line.standard}</Field.HelperText>}
        <Input
          inputMode="decimal"
          aria-label={`${line.name}得分`}
          placeholder={`0 - ${line.max}`}
          value={form.values[score] ?? ''}
          onChange={(e) => form.change(score, e.target.value)}
        />
        <Field.ErrorText>{form.errors[score]}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!form.errors[comment]}>
        <Input
          aria-label={`${line.name}评语`}
          placeholder="评语（选填）"
          value={form.values[comment] ?? ''}
          onChange={(e) => form.change(comment, e.target.value)}
        />
        <Field.ErrorText>{form.errors[comment]}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}

/**
 * 评价: a hand-in scored item by item on its course's evaluation template (EditPracticeStudentTaskEvaluation,
 * the total is the items' sum), or, for a comment-marked course, one score and a comment (EditPracticeStudentTask).
 */
export function TaskEvaluationDialog({ task, onClose }: TaskEvaluationDialogProps) {
  const formId = useId();
  const form = useFormSubmit();
  const sheet = useEvaluationSheet(task);
  const { setValues, reset } = form;
  const ready = sheet.mode === 'standard' || sheet.mode === 'comment';
  const fill = useCallback(() => {
    if (!task) return;
    if (sheet.mode === 'standard') setValues(evaluationValues(sheet.lines, sheet.saved, task));
    else
      setValues({
        fScore: task.fScore == null ? '' : String(task.fScore),
        cComment: String(task.cComment ?? ''),
      });
    reset();
  }, [task, sheet, setValues, reset]);
  useResetOnOpen(task !== null && ready, fill);

  const taskId = String(task?.cPracticeStudentTaskId ?? '');
  const submit = (event: FormEvent) =>
    form.submit(event, {
      check: () =>
        sheet.mode === 'standard'
          ? evaluationSubmission(taskId, sheet.lines, form.values)
          : commentSubmission(taskId, form.values, sheet.mode === 'comment' ? sheet.fullScore : null),
      send: (body) =>
        sheet.mode === 'standard'
          ? callOperation('EditPracticeStudentTaskEvaluation', body as never)
          : callOperation('EditPracticeStudentTask', body as never),
      onDone: onClose,
    });

  return (
    <AppDialog
      open={task !== null}
      onClose={onClose}
      title="评价"
      size="medium"
      modalLock
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="提交"
          form={formId}
          loading={form.saving}
          disabled={!ready}
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-label="评价">
        <Stack gap="4">
          <Text color="fg.muted">
            {String(task?.cRealName ?? '')} · {String(task?.cTaskName ?? '')}
          </Text>
          {sheet.mode === 'loading' && <Loading />}
          {sheet.mode === 'failed' && <Text color="fg.error">未获取到评价数据，请关闭后重试</Text>}
          {sheet.mode === 'standard' && (
            <>
              {sheet.lines.map((line) => (
                <LineInputs key={line.id} line={line} form={form} />
              ))}
              {form.errors.items && <Text color="fg.error">{form.errors.items}</Text>}
              <HStack justify="flex-end">
                <Text fontWeight="medium" data-testid="evaluation-total">
                  合计：{totalOf(sheet.lines, form.values)} / {sheet.lines.reduce((a, l) => a + l.max, 0)} 分
                </Text>
              </HStack>
            </>
          )}
          {sheet.mode === 'comment' && (
            <Field.Root required invalid={!!form.errors.fScore}>
              <Field.Label>
                成绩{sheet.fullScore ? `（满分${sheet.fullScore}分）` : ''}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                inputMode="decimal"
                placeholder="请输入成绩"
                value={form.values.fScore ?? ''}
                onChange={(e) => form.change('fScore', e.target.value)}
              />
              <Field.ErrorText>{form.errors.fScore}</Field.ErrorText>
            </Field.Root>
          )}
          {ready && (
            <Field.Root required={sheet.mode === 'comment'} invalid={!!form.errors.cComment}>
              <Field.Label>
                {sheet.mode === 'standard' ? '总评' : '评语'}
                {sheet.mode === 'comment' && <Field.RequiredIndicator />}
              </Field.Label>
              <Textarea
                rows={3}
                placeholder={sheet.mode === 'standard' ? '请输入总评（选填）' : '请输入评语'}
                value={form.values.cComment ?? ''}
                onChange={(e) => form.change('cComment', e.target.value)}
              />
              <Field.ErrorText>{form.errors.cComment}</Field.ErrorText>
            </Field.Root>
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}

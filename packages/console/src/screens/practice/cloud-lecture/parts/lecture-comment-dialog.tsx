import { Box, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { enums, formatFieldDate } from '@practice/sdk/contract';
import { AppDialog, DialogActions, type TableRow, useResetOnOpen } from '@practice/ui-kit';
import { type FormEvent, useCallback, useId } from 'react';
import { useOperationResult } from '../../../../data/use-loaded.js';
import { callOperation } from '../../../entity-list/index.js';
import { useFormSubmit } from '../../../entity-list/use-form-submit.js';
import type { LectureArea } from './lecture-area.js';

const MAX = 1000;

/**
 * 评论 (a student's row button): the lecture's comments the student may read (the public ones and their own,
 * which waits for the lecturer to make it public) and a box for a new one.
 */
export function LectureCommentDialog({
  area,
  lecture,
  onClose,
}: {
  area: LectureArea;
  lecture: TableRow | null;
  onClose: () => void;
}) {
  const open = lecture !== null;
  const lectureId = lecture ? String(lecture[area.key]) : '';
  const formId = useId();
  const form = useFormSubmit({ cContent: '' });
  const list = useOperationResult<{ List: TableRow[] }>(
    `Get${area.entity}CommentPageList`,
    lectureId ? { pageNumber: 1, pageSize: 50, [area.key]: lectureId } : null,
  );
  const comments = list.value?.List ?? [];
  const reset = useCallback(() => {
    form.setValues({ cContent: '' });
    form.reset();
  }, [form.reset, form.setValues]);
  useResetOnOpen(open, reset);

  const text = form.values.cContent ?? '';
  const submit = (event: FormEvent) =>
    form.submit(event, {
      check: () => {
        const value = text.trim();
        if (!value) return { ok: false, errors: { cContent: '请输入评论内容' } };
        if (value.length > MAX) return { ok: false, errors: { cContent: `评论内容不能超过${MAX}个字符` } };
        return { ok: true, body: { [area.key]: lectureId, cContent: value } };
      },
      send: (body) => callOperation(`Add${area.entity}Comment`, body),
      // The comments refresh through the write itself (src/data).
      onDone: reset,
    });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={`评论：${String(lecture?.cTitle ?? '')}`}
      size="medium"
      footer={
        <DialogActions onCancel={onClose} confirmLabel="发表评论" form={formId} loading={form.saving} />
      }
    >
      <Stack gap="4">
        <Stack gap="2" maxH="50vh" overflowY="auto" aria-label="评论列表">
          {comments.length === 0 && <Text color="fg.muted">暂无评论</Text>}
          {comments.map((c) => (
            <Box key={String(c[`c${area.entity}CommentId`])} borderBottomWidth="1px" pb="2">
              <Text textStyle="sm" color="fg.muted">
                {String(c.cRealName ?? '')} ·{' '}
                {formatFieldDate(`${area.entity}Comment`, 'tCreateDate', c.tCreateDate)}
                {Number(c.fIsOpen) === enums.IsOpen.public ? '' : ' · 待公开'}
              </Text>
              <Text>{String(c.cContent ?? '')}</Text>
            </Box>
          ))}
        </Stack>
        <form id={formId} onSubmit={submit} noValidate aria-label="发表评论">
          <Field.Root required invalid={!!form.errors.cContent}>
            <Field.Label>
              评论内容
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              value={text}
              maxLength={MAX}
              rows={4}
              placeholder="说说你对这场讲座的看法（公开后其他人可见）"
              onChange={(e) => form.change('cContent', e.target.value)}
            />
            {form.errors.cContent && <Field.ErrorText>{form.errors.cContent}</Field.ErrorText>}
          </Field.Root>
        </form>
      </Stack>
    </AppDialog>
  );
}

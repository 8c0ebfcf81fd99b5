import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import { enums, formatFieldDate } from '@practice/sdk/contract';
import { AppDialog, Loading, notify, StatusTag, type TableRow, TemplateForm } from '@practice/ui-kit';
import { useState } from 'react';
import { useLoaded } from '../../../../../data/use-loaded.js';
import { fileUrl } from '../../../../../files/uploads.js';
import { callOperation } from '../../../../entity-list/index.js';
import { appendPhrase, diaryReview, Verdict } from '../../../../kit/internship/diary.js';
import { DiaryHistory, DiaryVerdicts } from '../../../../kit/internship/diary-verdict-views.js';
import { isSplitReview } from '../../../../kit/internship/diary-verdicts.js';
import { loadDiaryForm } from '../../../../kit/internship/work-data.js';

export interface DiaryReviewProps {
  diary: TableRow;
  /** After the verdict was saved (提交成功!). */
  onReviewed: (verdict: Verdict) => void;
  /** Comments a tutor writes again and again, one click each (the review queue offers them). */
  phrases?: readonly string[];
  /** The diary's own height before it scrolls: smaller beside the review queue's list. */
  formMaxH?: string;
}

/**
 * One diary as its template form, read-only (pretty), with the tutor's comment and 通过 / 不通过: the
 * reviewer-only fields of EditInternshipDiary, so the student's own writing is never sent back.
 */
export function DiaryReview({ diary, onReviewed, phrases = [], formMaxH = '48vh' }: DiaryReviewProps) {
  // Loaded again for each diary; a failed read is the SDK's toast, and the panel says so.
  const loaded = useLoaded(`diary form ${String(diary.fInternshipDiaryId)}`, () => loadDiaryForm(diary));
  // A diary two tutors review carries both comments in cComment: each writes their own afresh.
  const [comment, setComment] = useState(
    !isSplitReview(diary) && typeof diary.cComment === 'string' ? diary.cComment : '',
  );
  const [saving, setSaving] = useState<Verdict | null>(null);

  const review = async (verdict: Verdict) => {
    const checked = diaryReview(diary, verdict, comment);
    if (!checked.ok) {
      notify('warning', checked.message);
      return;
    }
    setSaving(verdict);
    try {
      await callOperation('EditInternshipDiary', checked.body);
    } catch {
      // The SDK already showed the refusal; the comment stays for another try.
      setSaving(null);
      return;
    }
    setSaving(null);
    notify('success', SUBMIT_SUCCEEDED);
    onReviewed(verdict);
  };

  return (
    <Stack gap="4" data-diary={String(diary.fInternshipDiaryId)}>
      <HStack gap="3" flexWrap="wrap">
        <Text fontWeight="semibold">{String(diary.cDiaryName ?? '')}</Text>
        <StatusTag enumDef={enums.MaterialStatus} value={diary.fStatus} />
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {`${diary.cRealName ?? ''}（${diary.cNumber ?? ''}） · ${formatFieldDate('InternshipDiary', 'tDiaryDate', diary.tDiaryDate)}`}
        {diary.fWeek !== null && diary.fWeek !== undefined ? ` · 第${diary.fWeek}周` : ''}
      </Text>
      {/* The diary scrolls on its own, so the comment and the verdict stay in view however long it is. */}
      {/* Focusable, so that a keyboard scrolls it too (the diary holds no control of its own). */}
      <Box
        maxH={formMaxH}
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        p="4"
        aria-label="日志内容"
        role="region"
        tabIndex={0}
      >
        {loaded.status === 'loading' ? (
          <Loading size="sm" />
        ) : loaded.value ? (
          <TemplateForm
            key={String(diary.fInternshipDiaryId)}
            items={loaded.value.items}
            values={loaded.value.values}
            mode="pretty"
            previewUrl={fileUrl}
          />
        ) : (
          <Text color="fg.error">日志内容加载失败</Text>
        )}
      </Box>
      <DiaryVerdicts row={diary} />
      <DiaryHistory diaryId={String(diary.fInternshipDiaryId)} />
      <Field.Root>
        <Field.Label>{isSplitReview(diary) ? '我的批阅' : '导师批阅'}</Field.Label>
        <Textarea
          rows={4}
          placeholder="请输入批阅意见"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </Field.Root>
      {phrases.length > 0 && (
        <HStack gap="2" flexWrap="wrap" aria-label="常用评语">
          {phrases.map((phrase) => (
            <Button
              key={phrase}
              size="xs"
              variant="outline"
              onClick={() => setComment((current) => appendPhrase(current, phrase))}
            >
              {phrase}
            </Button>
          ))}
        </HStack>
      )}
      <HStack gap="3">
        <Button
          colorPalette="green"
          loading={saving === Verdict.pass}
          disabled={saving !== null}
          onClick={() => void review(Verdict.pass)}
        >
          通过
        </Button>
        <Button
          colorPalette="red"
          variant="outline"
          loading={saving === Verdict.reject}
          disabled={saving !== null}
          onClick={() => void review(Verdict.reject)}
        >
          不通过
        </Button>
      </HStack>
    </Stack>
  );
}

export interface DiaryReviewDialogProps {
  diary: TableRow | null;
  onClose: () => void;
}

/** 批阅 on a diary row: the review in a dialog, closed once the verdict is saved (the list refreshes itself). */
export function DiaryReviewDialog({ diary, onClose }: DiaryReviewDialogProps) {
  return (
    <AppDialog open={diary !== null} onClose={onClose} title="批阅日志" size="medium">
      {diary && <DiaryReview key={String(diary.fInternshipDiaryId)} diary={diary} onReviewed={onClose} />}
    </AppDialog>
  );
}

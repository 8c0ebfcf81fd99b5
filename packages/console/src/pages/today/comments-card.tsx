import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { CommentSubjectType, formatFieldDate, type TodayComment } from '@practice/sdk/contract';
import { AppDialog } from '@practice/ui-kit';
import { useState } from 'react';
import { callOperation } from '../../screens/entity-list/index.js';
import { Empty, TapButton, TodayCard } from './today-card.js';
import { commentTarget } from './today-links.js';

/** What the comment was written on, in the words of the student's own pages. */
const subjectWord = (c: TodayComment) => CommentSubjectType.labelOf(c.cSubjectType);
/** A phone shows the newest few; the rest wait until these are read (the card says how many). */
const SHOWN = 5;

// Every comment's time is a date-time (a tutor's 批阅时间 or the hand-in's 提交时间).
const when = (value: string | null | undefined) =>
  value ? formatFieldDate('InternshipDiary', 'tReview1Date', value) : '';

function CommentDialog({ comment, onClose }: { comment: TodayComment; onClose: () => void }) {
  return (
    <AppDialog
      open
      onClose={onClose}
      title={`${subjectWord(comment)}的导师评语`}
      footer={<TapButton target={commentTarget(comment)}>查看{subjectWord(comment)}</TapButton>}
    >
      <Stack gap="3" data-testid="today-comment-dialog">
        <Text fontWeight="medium">{comment.cTitle}</Text>
        <Text fontSize="sm" color="fg.muted">
          {comment.cCourseName} {when(comment.tCommentDate)}
        </Text>
        <Text whiteSpace="pre-wrap">{comment.cComment}</Text>
      </Stack>
    </AppDialog>
  );
}

/**
 * 未读评语: opening a comment marks it read on the server (MarkTutorCommentRead), so it stays read on every
 * device (the card refreshes through that write), and a tutor's rewritten comment comes back as unread.
 */
export function CommentsCard({ comments }: { comments: readonly TodayComment[] }) {
  const [open, setOpen] = useState<TodayComment | null>(null);
  const show = (c: TodayComment) => {
    setOpen(c);
    void callOperation('MarkTutorCommentRead', { cSubjectType: c.cSubjectType, cSubjectId: c.cSubjectId });
  };
  const rest = comments.length - SHOWN;
  return (
    <TodayCard title="未读评语" testId="today-comments">
      {comments.length === 0 && <Empty text="没有未读的导师评语" />}
      {comments.slice(0, SHOWN).map((c) => (
        <Stack key={`${c.cSubjectType}:${c.cSubjectId}`} gap="1" data-testid="today-comment">
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="blue" variant="subtle">
              {subjectWord(c)}
            </Badge>
            <Text fontWeight="medium">{c.cTitle}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {c.cComment}
          </Text>
          <TapButton onPress={() => show(c)}>查看评语</TapButton>
        </Stack>
      ))}
      {rest > 0 && (
        <Text fontSize="sm" color="fg.muted">
          还有 {rest} 条未读评语，读完上面的会依次显示
        </Text>
      )}
      {open && <CommentDialog comment={open} onClose={() => setOpen(null)} />}
    </TodayCard>
  );
}

import { HStack, Stack, Text } from '@chakra-ui/react';
import { type DueKind, formatFieldDate, type TodayDueItem } from '@practice/sdk/contract';
import { LateTag } from '@practice/ui-kit';
import { Empty, TapButton, TodayCard } from './today-card.js';
import { dueTarget } from './today-links.js';

/** Each kind's word and the task entity whose 截止时间 it shows (a date or a date-time, as declared). */
const KINDS: Record<DueKind, { word: string; entity: string; action: string }> = {
  practiceTask: { word: '课程任务', entity: 'PracticeTask', action: '去提交' },
  teamTask: { word: '团队任务', entity: 'ProjectTask', action: '去提交' },
  summary: { word: '实习总结', entity: 'InternshipSummaryTask', action: '去上传总结' },
};

function DueRow({ item }: { item: TodayDueItem }) {
  const kind = KINDS[item.cKind];
  return (
    <Stack gap="1" data-testid="today-due-item">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="medium">{item.cTaskName}</Text>
        <LateTag days={item.fLateDays} />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {kind.word} · {item.cCourseName} · 截止 {formatFieldDate(kind.entity, 'tEndDate', item.tEndDate)}
      </Text>
      <TapButton target={dueTarget(item)}>{kind.action}</TapButton>
    </Stack>
  );
}

/** 本周待交: tasks and summaries due within 7 days, or late and still taken, the nearest deadline first. */
export function DueCard({ items }: { items: readonly TodayDueItem[] }) {
  return (
    <TodayCard title="本周待交" testId="today-due">
      {items.length === 0 ? (
        <Empty text="本周没有待交的任务和总结" />
      ) : (
        items.map((item) => <DueRow key={`${item.cKind}:${item.cTaskId}`} item={item} />)
      )}
    </TodayCard>
  );
}

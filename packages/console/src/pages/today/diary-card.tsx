import { Stack, Text } from '@chakra-ui/react';
import { enums, formatFieldDate, type StudentTodayModel } from '@practice/sdk/contract';
import { StatusTag } from '@practice/ui-kit';
import { Empty, TapButton, TodayCard } from './today-card.js';
import { diaryTarget, returnedDiaryTarget } from './today-links.js';

const day = (value: string) => formatFieldDate('InternshipDiary', 'tDiaryDate', value);

/**
 * 本周日志: diaries are weekly here (each has its 实习周次), so what is due today is this week's diary, written
 * or finished in one tap; diaries the tutor sent back follow, each one tap from its form.
 */
export function DiaryCard({ model }: { model: StudentTodayModel }) {
  const { internship, diary } = model;
  if (!internship) {
    return (
      <TodayCard title="本周日志" testId="today-diary">
        <Empty text="你还没有进行中的实习，不用写实习日志。实习开始后可在「我的实习」中查看并填写日志。" />
      </TodayCard>
    );
  }
  const week = `第${internship.fWeek}周（${day(internship.tWeekStartDate)} ~ ${day(internship.tWeekEndDate)}）`;
  return (
    <TodayCard title="本周日志" testId="today-diary">
      <Text fontSize="sm" color="fg.muted">
        {internship.cInternshipName} · {week}
      </Text>
      {diary?.cState === 'done' ? (
        <Empty text={`今天没有待写的日志：本周日志「${diary.cDiaryName ?? ''}」已提交`} />
      ) : (
        <TapButton variant="solid" target={diaryTarget(model)}>
          {diary?.cState === 'draft' ? `继续填写「${diary.cDiaryName ?? ''}」` : '写本周日志'}
        </TapButton>
      )}
      {model.returnedDiaries.map((d) => (
        <Stack key={d.fInternshipDiaryId} gap="1">
          <Text fontSize="sm">
            <StatusTag enumDef={enums.MaterialStatus} value={enums.MaterialStatus.failed} /> {d.cDiaryName}（
            {day(d.tDiaryDate)}）
          </Text>
          <TapButton target={returnedDiaryTarget(model, d.fInternshipDiaryId)}>修改后重新提交</TapButton>
        </Stack>
      ))}
    </TodayCard>
  );
}

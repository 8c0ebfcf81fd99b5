import { Alert, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { enums, formatFieldDate } from '@practice/sdk/contract';
import { DateField, StatusTag, type TableRow } from '@practice/ui-kit';
import { DiaryHistory, DiaryVerdicts } from '../../../kit/internship/diary-verdict-views.js';
import { isSplitReview } from '../../../kit/internship/diary-verdicts.js';
import type { DiaryHeader, headerErrors } from './diary-write.js';

/**
 * The diary's review state and the tutor's comment (导师批阅), above its form; a diary both tutors review shows
 * each one's verdict and comment. The verdicts of earlier hand-ins follow (批阅记录).
 */
export function DiaryReviewNote({ row }: { row: TableRow }) {
  const comment = typeof row.cComment === 'string' ? row.cComment : '';
  const split = isSplitReview(row);
  return (
    <Stack gap="2" align="flex-start">
      <StatusTag enumDef={enums.MaterialStatus} value={row.fStatus} />
      {split && <DiaryVerdicts row={row} />}
      {row.fInternshipDiaryId != null && <DiaryHistory diaryId={String(row.fInternshipDiaryId)} />}
      {!split && comment && (
        <Alert.Root status={Number(row.fStatus) === enums.MaterialStatus.failed ? 'warning' : 'info'}>
          <Alert.Description>导师批阅：{comment}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}

export interface DiaryHeaderFieldsProps {
  header: DiaryHeader;
  errors: ReturnType<typeof headerErrors>;
  onChange: (key: keyof DiaryHeader, value: string) => void;
  readOnly: boolean;
}

/** 日志标题 and 日志日期: inputs while the diary may change, a line of text once it may not. */
export function DiaryHeaderFields({ header, errors, onChange, readOnly }: DiaryHeaderFieldsProps) {
  if (readOnly)
    return (
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">{header.cDiaryName}</Text>
        <Text color="fg.muted">{formatFieldDate('InternshipDiary', 'tDiaryDate', header.tDiaryDate)}</Text>
      </HStack>
    );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root required invalid={!!errors.cDiaryName}>
        <Field.Label>
          日志标题
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={header.cDiaryName}
          onChange={(e) => onChange('cDiaryName', e.target.value)}
          placeholder="请输入日志标题"
        />
        {errors.cDiaryName && <Field.ErrorText>{errors.cDiaryName}</Field.ErrorText>}
      </Field.Root>
      <Field.Root required invalid={!!errors.tDiaryDate}>
        <Field.Label>
          日志日期
          <Field.RequiredIndicator />
        </Field.Label>
        <DateField
          label="日志日期"
          value={header.tDiaryDate}
          onChange={(value) => onChange('tDiaryDate', value)}
          invalid={!!errors.tDiaryDate}
        />
        {errors.tDiaryDate && <Field.ErrorText>{errors.tDiaryDate}</Field.ErrorText>}
      </Field.Root>
    </SimpleGrid>
  );
}

import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { DiaryVerdict } from '@practice/sdk/contract';
import { StatusTag, type TableRow } from '@practice/ui-kit';
import { useLoaded } from '../../../data/use-loaded.js';
import { callOperation } from '../../entity-list/index.js';
import { type PastVerdict, pastVerdicts, type TutorVerdict, tutorVerdicts } from './diary-verdicts.js';
import { ALL } from './work-data.js';

function VerdictLine({ v, label }: { v: TutorVerdict | PastVerdict; label: string }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="2" listStyleType="none">
      <HStack gap="2" flexWrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        <StatusTag enumDef={DiaryVerdict} value={v.status} />
        {v.reviewer && (
          <Text fontSize="xs" color="fg.muted">
            {v.reviewer}
          </Text>
        )}
        {v.date && (
          <Text fontSize="xs" color="fg.muted">
            {v.date}
          </Text>
        )}
      </HStack>
      {v.comment && (
        <Text fontSize="sm" mt="1" whiteSpace="pre-wrap">
          {v.comment}
        </Text>
      )}
    </Box>
  );
}

/** Each required tutor's verdict and comment on the diary as handed in now (nothing for a one-tutor diary). */
export function DiaryVerdicts({ row }: { row: TableRow }) {
  const verdicts = tutorVerdicts(row);
  if (!verdicts.length) return null;
  return (
    <Stack as="ul" gap="2" aria-label="导师批阅" w="full">
      {verdicts.map((v) => (
        <VerdictLine key={v.slot} v={v} label={`${v.who}批阅`} />
      ))}
    </Stack>
  );
}

/** 批阅记录: the verdicts of the diary's earlier hand-ins, read-only; nothing when it has none. */
export function DiaryHistory({ diaryId }: { diaryId: string }) {
  const loaded = useLoaded(`diary history ${diaryId}`, () =>
    callOperation('GetInternshipDiaryReviewPageList', { ...ALL, fInternshipDiaryId: diaryId }),
  );
  const rows = pastVerdicts((loaded.value?.List ?? []) as TableRow[]);
  if (!rows.length) return null;
  return (
    <Stack gap="2" w="full">
      <Text fontSize="sm" fontWeight="semibold">
        批阅记录
      </Text>
      <Stack as="ul" gap="2" aria-label="批阅记录">
        {rows.map((v) => (
          <VerdictLine key={v.id} v={v} label={`第${v.round}次提交 · ${v.who}`} />
        ))}
      </Stack>
    </Stack>
  );
}

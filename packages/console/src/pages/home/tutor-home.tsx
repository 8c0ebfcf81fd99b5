import { Badge, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@practice/sdk';
import type { TutorDashboard } from '@practice/sdk/contract';
import { useOperationResult } from '../../data/use-loaded.js';
import { FigureTile } from '../../screens/kit/figure-tile.js';
import { countText, percentText } from '../../screens/kit/figures.js';
import { useWorkAddress } from '../../screens/kit/use-work-address.js';
import { DashboardPending, HomeListRow } from './home-parts.js';

type Waiting = TutorDashboard['waiting'][number];
type Warned = TutorDashboard['warned'][number];

/** The page where a piece of waiting work is reviewed: the course's page of that student's diaries or summaries. */
const reviewLink = (w: Waiting) =>
  `/internship/${w.cKind}?${new URLSearchParams({
    fInternshipInfoId: w.fInternshipInfoId,
    fInternshipStudentId: w.fInternshipStudentId,
  })}`;

/** The course's open warnings, where the student's are closed. */
const warningsLink = (s: Warned) =>
  `/attendance/warnings?fWarningStatus=0&fInternshipInfoId=${encodeURIComponent(s.fInternshipInfoId)}`;

const KIND = { diary: '日志', summary: '总结' } as const;

/**
 * A tutor's home (issue 30, part 2), in school or in a company, on a desk or a phone: the work waiting for
 * their review oldest first, each opening the page where it is reviewed; their students with open
 * warnings; and this week's diary rate of their students.
 */
export function TutorHome() {
  const board = useOperationResult<TutorDashboard>('GetTutorDashboard', {});
  const address = useWorkAddress();
  const value = board.value;
  if (!value) return <DashboardPending failed={board.status === 'failed'} />;
  return (
    <Stack gap="5" mt="5" data-testid="tutor-home">
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <FigureTile
          label="本周日志提交率"
          value={percentText(value.weekSubmission)}
          detail={countText(value.weekSubmission)}
        />
        <FigureTile label="待批阅" value={String(value.fWaiting)} detail="篇日志和总结" />
        <FigureTile label="指导学生" value={String(value.fStudents)} detail="名" />
      </SimpleGrid>
      <Stack gap="2" as="section" aria-labelledby="waiting-title">
        <Heading size="md" as="h2" id="waiting-title">
          待批阅（最早的在前）
        </Heading>
        {value.waiting.length === 0 && <Text color="fg.muted">没有待批阅的日志和总结</Text>}
        {value.waiting.map((w) => (
          <HomeListRow
            key={w.cId}
            testId="waiting-item"
            to={address(reviewLink(w))}
            linkText="批阅"
            linkLabel={`批阅${w.cRealName}的${KIND[w.cKind]}`}
          >
            <HStack gap="2">
              <Badge colorPalette={w.cKind === 'diary' ? 'brand' : 'orange'}>{KIND[w.cKind]}</Badge>
              <Text fontWeight="semibold" truncate>
                {w.cRealName}
              </Text>
            </HStack>
            <Text fontSize="sm" truncate>
              {formatDate(w.tSubmitDate)} · {w.cTitle}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {w.cInternshipName}
            </Text>
          </HomeListRow>
        ))}
        {value.fWaiting > value.waiting.length && (
          <Text fontSize="sm" color="fg.muted">
            另有 {value.fWaiting - value.waiting.length} 项待批阅
          </Text>
        )}
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="warned-title">
        <Heading size="md" as="h2" id="warned-title">
          有预警的学生
        </Heading>
        {value.warned.length === 0 && <Text color="fg.muted">您指导的学生没有未处理的预警</Text>}
        {value.warned.map((s) => (
          <HomeListRow
            key={s.fInternshipStudentId}
            testId="warned-student"
            to={address(warningsLink(s))}
            linkText="查看"
            linkLabel={`查看${s.cRealName}的预警`}
          >
            <Text fontWeight="semibold">
              {s.cRealName}
              <Badge ms="2" colorPalette="red">
                {s.fOpen} 条预警
              </Badge>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {s.cReason}
            </Text>
          </HomeListRow>
        ))}
      </Stack>
    </Stack>
  );
}

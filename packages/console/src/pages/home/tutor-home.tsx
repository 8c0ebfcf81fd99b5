import { Alert, Badge, Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TutorDashboard } from '@practice/sdk/contract';
import { Loading } from '@practice/ui-kit';
import { Link as RouterLink } from 'react-router-dom';
import { useOperationResult } from '../../data/use-loaded.js';
import { FigureTile } from '../../screens/kit/figure-tile.js';
import { countText, percentText } from '../../screens/kit/figures.js';
import { useWorkAddress } from '../../screens/kit/use-work-address.js';

type Waiting = TutorDashboard['waiting'][number];

/** The page where a piece of waiting work is reviewed: the course's page of that student's diaries or summaries. */
const reviewLink = (w: Waiting) =>
  `/internship/${w.cKind}?${new URLSearchParams({
    fInternshipInfoId: w.fInternshipInfoId,
    fInternshipStudentId: w.fInternshipStudentId,
  })}`;

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
  if (!value) {
    return board.status === 'failed' ? (
      <Alert.Root status="warning" mt="4">
        <Alert.Indicator />
        <Alert.Title>看板加载失败，请稍后刷新重试</Alert.Title>
      </Alert.Root>
    ) : (
      <Loading size="sm" />
    );
  }
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
        {value.waiting.map((w) => {
          const to = address(reviewLink(w));
          return (
            <HStack
              key={w.cId}
              borderBottomWidth="1px"
              py="2"
              gap="3"
              justify="space-between"
              data-testid="waiting-item"
            >
              <Box minW="0" flex="1">
                <HStack gap="2">
                  <Badge colorPalette={w.cKind === 'diary' ? 'brand' : 'orange'}>{KIND[w.cKind]}</Badge>
                  <Text fontWeight="semibold" truncate>
                    {w.cRealName}
                  </Text>
                </HStack>
                <Text fontSize="sm" truncate>
                  {w.tSubmitDate.slice(0, 10)} · {w.cTitle}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {w.cInternshipName}
                </Text>
              </Box>
              {to && (
                <Link
                  asChild
                  color="fg.info"
                  minH="11"
                  minW="11"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <RouterLink to={to} aria-label={`批阅${w.cRealName}的${KIND[w.cKind]}`}>
                    批阅
                  </RouterLink>
                </Link>
              )}
            </HStack>
          );
        })}
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
        {value.warned.map((s) => {
          const to = address(
            `/attendance/warnings?fWarningStatus=0&fInternshipInfoId=${encodeURIComponent(s.fInternshipInfoId)}`,
          );
          return (
            <HStack
              key={s.fInternshipStudentId}
              borderBottomWidth="1px"
              py="2"
              justify="space-between"
              data-testid="warned-student"
            >
              <Box minW="0" flex="1">
                <Text fontWeight="semibold">
                  {s.cRealName}
                  <Badge ms="2" colorPalette="red">
                    {s.fOpen} 条预警
                  </Badge>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {s.cReason}
                </Text>
              </Box>
              {to && (
                <Link
                  asChild
                  color="fg.info"
                  minH="11"
                  minW="11"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <RouterLink to={to} aria-label={`查看${s.cRealName}的预警`}>
                    查看
                  </RouterLink>
                </Link>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}

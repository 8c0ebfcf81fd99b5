import { Box, Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import { formatFieldDate } from '@practice/sdk/contract';
import { AppDialog, LateTag, Loading, runBulkAction, type TableRow } from '@practice/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { callOperation } from '../../../../entity-list/index.js';
import { Verdict } from '../../../../kit/internship/diary.js';
import { DiaryReview } from './diary-review.js';
import { nextInQueue, QUICK_PHRASES, queueQuery } from './queue.js';

export interface ReviewQueueProps {
  open: boolean;
  onClose: () => void;
  courseId: string;
}

const idOf = (row: TableRow) => String(row.fInternshipDiaryId);
/** A finger's target on a phone (WCAG 2.5.5), where enterprise tutors review; a desk keeps the list dense. */
const PHONE_TAP = { base: `${TAP_TARGET_PX}px`, md: 'auto' };

function useQueue(open: boolean, courseId: string, allCourses: boolean) {
  const [rows, setRows] = useState<TableRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const load = useCallback(() => {
    setRows(null);
    callOperation('GetInternshipDiaryPageList', queueQuery(courseId, allCourses)).then(
      (page) => {
        setRows(page.List as TableRow[]);
        setTotal(page.TotalCount);
      },
      () => setRows([]),
    );
  }, [courseId, allCourses]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  return { rows, total, load, setRows, setTotal };
}

/**
 * 待批阅 (issue 15 item 4, beyond the spec): the diaries of the course (or of every course the tutor may
 * see) waiting for this tutor's verdict (issue 24: each of a student's two tutors has their own), newest first. The chosen diary is reviewed beside the list with one-click phrases and
 * leaves the queue; several ticked ones pass in one go (批量通过, one EditInternshipDiary each: the server
 * has no bulk review call for diaries).
 */
export function ReviewQueue({ open, onClose, courseId }: ReviewQueueProps) {
  const [allCourses, setAllCourses] = useState(false);
  const queue = useQueue(open, courseId, allCourses);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const rows = queue.rows ?? [];
  const current = rows.find((row) => idOf(row) === currentId) ?? rows[0] ?? null;

  const close = () => {
    onClose();
    setTicked(new Set());
    setCurrentId(null);
  };
  const done = (row: TableRow) => {
    setCurrentId(nextInQueue(rows.map(idOf), idOf(row)));
    queue.setRows(rows.filter((r) => idOf(r) !== idOf(row)));
    queue.setTotal((n) => Math.max(0, n - 1));
    setTicked((set) => new Set([...set].filter((id) => id !== idOf(row))));
  };
  const passTicked = () => {
    const chosen = rows.filter((row) => ticked.has(idOf(row)));
    return runBulkAction({
      action: '批量通过',
      rows: chosen,
      confirmText: `确定要将选中的 ${chosen.length} 篇日志审核通过吗？`,
      run: async (list) => {
        for (const row of list) {
          await callOperation('EditInternshipDiary', {
            fInternshipDiaryId: idOf(row),
            fStatus: Verdict.pass,
          });
        }
      },
      reload: () => {
        setTicked(new Set());
        queue.load();
      },
    });
  };
  const toggle = (id: string) =>
    setTicked((set) => {
      const next = new Set(set);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allTicked = rows.length > 0 && rows.every((row) => ticked.has(idOf(row)));

  return (
    <AppDialog open={open} onClose={close} title="待批阅日志" size="large">
      {/* Side by side on a desk, the list above the diary on a phone (enterprise tutors review on phones). */}
      <Stack
        direction={{ base: 'column', md: 'row' }}
        align="stretch"
        gap="4"
        minH="60vh"
        data-testid="review-queue"
      >
        <Stack w={{ base: 'full', md: '80' }} flexShrink={0} gap="2">
          <HStack justify="space-between">
            <Text fontSize="sm" color="fg.muted">{`共 ${queue.total} 篇待我批阅`}</Text>
            <Checkbox.Root size="sm" checked={allCourses} onCheckedChange={(d) => setAllCourses(!!d.checked)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>全部课程</Checkbox.Label>
            </Checkbox.Root>
          </HStack>
          <HStack justify="space-between">
            <Checkbox.Root
              size="sm"
              checked={allTicked}
              onCheckedChange={(d) => setTicked(d.checked ? new Set(rows.map(idOf)) : new Set())}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>全选</Checkbox.Label>
            </Checkbox.Root>
            <Button size="xs" colorPalette="green" onClick={() => void passTicked()}>
              批量通过
            </Button>
          </HStack>
          <Stack as="ul" gap="1" overflowY="auto" maxH={{ base: '30vh', md: '60vh' }} aria-label="待批阅列表">
            {queue.rows === null && <Loading size="sm" />}
            {queue.rows !== null && rows.length === 0 && <Text color="fg.muted">暂无待批阅的日志</Text>}
            {rows.map((row) => {
              const id = idOf(row);
              const active = current !== null && idOf(current) === id;
              return (
                <HStack
                  as="li"
                  key={id}
                  gap="2"
                  p="2"
                  borderRadius="md"
                  bg={active ? 'brand.subtle' : undefined}
                  aria-current={active ? 'true' : undefined}
                >
                  <Checkbox.Root
                    size="sm"
                    minW={PHONE_TAP}
                    minH={PHONE_TAP}
                    justifyContent="center"
                    checked={ticked.has(id)}
                    onCheckedChange={() => toggle(id)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label
                      srOnly
                    >{`选择 ${row.cRealName ?? ''} ${row.cDiaryName ?? ''}`}</Checkbox.Label>
                  </Checkbox.Root>
                  <Box
                    as="button"
                    textAlign="left"
                    flex="1"
                    minW="0"
                    minH={PHONE_TAP}
                    onClick={() => setCurrentId(id)}
                  >
                    <Text fontSize="sm" fontWeight="medium" truncate>
                      {`${row.cRealName ?? ''} · ${row.cDiaryName ?? ''}`}
                    </Text>
                    <HStack gap="2">
                      <Text fontSize="xs" color="fg.muted">
                        {`${formatFieldDate('InternshipDiary', 'tDiaryDate', row.tDiaryDate)}${row.fWeek != null ? ` · 第${row.fWeek}周` : ''}`}
                      </Text>
                      <LateTag days={row.fLateDays} />
                    </HStack>
                  </Box>
                </HStack>
              );
            })}
          </Stack>
        </Stack>
        <Box flex="1" minW="0">
          {current && (
            <DiaryReview
              key={idOf(current)}
              diary={current}
              phrases={QUICK_PHRASES}
              formMaxH="34vh"
              onReviewed={() => done(current)}
            />
          )}
        </Box>
      </Stack>
    </AppDialog>
  );
}

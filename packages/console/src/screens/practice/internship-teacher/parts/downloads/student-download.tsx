import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { AppDialog, DialogActions, type TableRow } from '@practice/ui-kit';
import { type ReactNode, useState } from 'react';
import type { ListAction, ListContext } from '../../../../entity-list/index.js';
import { batchDownloadAction } from '../../../../kit/download-action.js';

/*
 * 批量下载 of a course's students (SPEC §7.3): everything they handed in, or their internship materials only
 * (fDownloadType), for the selected rows' students. The student list's rows are students; the materials
 * list's rows name their student, so both send fInternshipStudentId.
 */

const OPERATION = 'BatchDownloadInternshipStudent';

/**
 * The contract's StudentDownloadMode (fDownloadType), which the contract does not export: a test holds these
 * to the operation's schema.
 */
export const DOWNLOAD_TYPES = [
  { value: 1, label: '全部资料', hint: '实习材料、日志、总结与访谈记录的附件' },
  { value: 2, label: '仅实习材料', hint: '学生提交的实习材料附件' },
] as const;

export type DownloadType = (typeof DOWNLOAD_TYPES)[number]['value'];

/** The call's input: each selected student once, the course from the page (or the rows), the kind. */
export function studentDownloadInput(
  rows: readonly TableRow[],
  routeQuery: Readonly<Record<string, string>>,
  type: DownloadType,
) {
  const ids = [...new Set(rows.map((r) => String(r.fInternshipStudentId ?? '')).filter(Boolean))];
  return {
    fInternshipStudentIds: ids,
    fInternshipInfoId: routeQuery.fInternshipInfoId ?? String(rows[0]?.fInternshipInfoId ?? ''),
    fDownloadType: type,
  };
}

type Pending = { rows: TableRow[]; ctx: ListContext } | null;

/** The page's 批量下载 handler and its choice dialog (to draw beside the table). */
export function useStudentDownload(initial: DownloadType = 1): {
  handlers: Record<string, ListAction>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending>(null);
  const [type, setType] = useState<DownloadType>(initial);
  const close = () => setPending(null);
  const start = () => {
    if (!pending) return;
    close();
    const action = batchDownloadAction(OPERATION, {
      need: 'any',
      input: (rows, routeQuery) => studentDownloadInput(rows, routeQuery, type),
    });
    void action.run(pending.rows, pending.ctx);
  };
  const dialog = (
    <AppDialog
      open={pending !== null}
      onClose={close}
      title="批量下载"
      footer={<DialogActions onCancel={close} confirmLabel="下载" onConfirm={start} />}
    >
      <Stack gap="3">
        <Text>已选择 {pending?.rows.length ?? 0} 名学生，请选择下载内容：</Text>
        <RadioGroup.Root
          value={String(type)}
          onValueChange={(e) => setType(Number(e.value) as DownloadType)}
          aria-label="下载内容"
        >
          <Stack gap="2">
            {DOWNLOAD_TYPES.map((t) => (
              <RadioGroup.Item key={t.value} value={String(t.value)}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t.label}
                  <Text as="span" color="fg.muted" ms="2" fontSize="sm">
                    {t.hint}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Stack>
    </AppDialog>
  );
  return {
    handlers: { [OPERATION]: { need: 'any', run: (rows, ctx) => setPending({ rows, ctx }) } },
    dialog,
  };
}

import { Button, Stack, Text } from '@chakra-ui/react';
import { formatDate, SUBMIT_SUCCEEDED, VALIDATION_FAILED } from '@practice/sdk';
import {
  AppDialog,
  CellButton,
  DialogActions,
  Loading,
  notify,
  type TableColumn,
  type TableRow,
  TemplateForm,
  type TemplateValues,
  useSending,
} from '@practice/ui-kit';
import { useEffect, useId, useState } from 'react';
import { useLoaded } from '../../../../data/use-loaded.js';
import { fileUrl, uploaderFor } from '../../../../files/uploads.js';
import { callOperation } from '../../../entity-list/index.js';
import { DiaryHeaderFields, DiaryReviewNote } from './diary-header.js';
import { type DiaryForm, diaryFormOf } from './diary-load.js';
import { type DiaryHeader, diaryBody, headerErrors, headerOf, isPassed, newHeader } from './diary-write.js';

// Production stores a diary's pictures and files under the school's internship folder.
const upload = uploaderFor('internship');

export type DiaryDialogState =
  | { mode: 'closed' }
  | { mode: 'write'; row: TableRow | null }
  | { mode: 'view'; row: TableRow };

export interface DiaryWriteDialogProps {
  state: DiaryDialogState;
  onClose: () => void;
  scope: Readonly<Record<string, string>>;
  wire: Readonly<Record<string, string>>;
}

/** A title cell that opens its row (the text stays the title for sorting, search and export). */
export function openingColumn(open: (row: TableRow) => void): Partial<TableColumn> {
  return {
    text: (row) => String(row.cDiaryName ?? ''),
    render: (row) => <CellButton onPress={() => open(row)}>{String(row.cDiaryName ?? '')}</CellButton>,
  };
}

/** The diary's form, read for each diary the dialog opens on (a failed read is the SDK's toast). */
function useDiaryForm(
  state: DiaryDialogState,
  courseId: string,
  batchId: string | undefined,
): DiaryForm | 'failed' | null {
  const row = state.mode === 'closed' ? null : state.row;
  const key = state.mode === 'closed' ? null : `diary form ${String(row?.fInternshipDiaryId ?? 'new')}`;
  const loaded = useLoaded(key, () => diaryFormOf(row, courseId, batchId));
  return loaded.status === 'failed' ? 'failed' : (loaded.value ?? null);
}

/** Today as the date input writes it (YYYY-MM-DD). */
const today = () => formatDate(new Date()).replaceAll('/', '-');

/**
 * 写日志 / 修改 / 查看: the diary's title and day, then its template form with all seven input kinds.
 * 保存草稿 keeps it the student's (required items may stay blank); 提交 hands it in for review. A diary the
 * tutor passed opens read-only (pretty), with the tutor's comment.
 */
export function DiaryWriteDialog({ state, onClose, scope, wire }: DiaryWriteDialogProps) {
  const row = state.mode === 'closed' ? null : state.row;
  const readOnly = state.mode === 'view' || (row !== null && isPassed(row));
  const form = useDiaryForm(state, scope.fInternshipInfoId ?? '', wire.fTemplateBatchInfoId);
  const formId = useId();
  const [header, setHeader] = useState<DiaryHeader>(newHeader(''));
  const [errors, setErrors] = useState<ReturnType<typeof headerErrors>>({});
  const { sending, send } = useSending();
  const openKey = state.mode === 'closed' ? null : String(row?.fInternshipDiaryId ?? 'new');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new header for each diary the dialog opens on.
  useEffect(() => {
    if (openKey === null) return;
    setHeader(row ? headerOf(row) : newHeader(today()));
    setErrors({});
  }, [openKey]);

  const save = async (values: TemplateValues, { draft }: { draft: boolean }) => {
    const problems = headerErrors(header, today());
    setErrors(problems);
    if (Object.keys(problems).length) {
      notify('warning', VALIDATION_FAILED);
      return;
    }
    const diaryId = row ? String(row.fInternshipDiaryId) : null;
    const saved = await send(() =>
      callOperation(
        'EditInternshipDiaryItemList',
        diaryBody({ scope, wire, diaryId, header, values, draft }) as never,
      ),
    );
    // Refused: the SDK showed why, and what was written stays for another try.
    if (!saved) return;
    notify('success', draft ? '草稿已保存' : SUBMIT_SUCCEEDED);
    onClose();
  };

  const change = (key: keyof DiaryHeader, value: string) => {
    setHeader((h) => ({ ...h, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const title = readOnly ? '查看日志' : row ? '修改日志' : '写日志';

  return (
    <AppDialog
      open={state.mode !== 'closed'}
      onClose={onClose}
      title={title}
      size="medium"
      footer={
        readOnly ? (
          <Button variant="outline" onClick={onClose}>
            关闭
          </Button>
        ) : (
          <DialogActions
            onCancel={onClose}
            draftLabel="保存草稿"
            confirmLabel="提交"
            form={formId}
            loading={sending}
            disabled={!form || form === 'failed' || form.items.length === 0}
          />
        )
      }
    >
      <Stack gap="4" minW="0">
        {row && <DiaryReviewNote row={row} />}
        <DiaryHeaderFields header={header} errors={errors} onChange={change} readOnly={readOnly} />
        {form === null && <Loading size="sm" />}
        {form === 'failed' && <Text color="fg.error">日志模板加载失败</Text>}
        {form && form !== 'failed' && form.items.length === 0 && (
          <Text color="fg.muted">该实习课程没有日志模板，请联系指导教师</Text>
        )}
        {form && form !== 'failed' && form.items.length > 0 && (
          <TemplateForm
            key={String(row?.fInternshipDiaryId ?? 'new')}
            id={formId}
            items={form.items}
            values={form.values}
            mode={readOnly ? 'pretty' : 'edit'}
            hideSubmit
            onSubmit={save}
            upload={upload}
            previewUrl={fileUrl}
          />
        )}
      </Stack>
    </AppDialog>
  );
}

import { Field, Stack, Text } from '@chakra-ui/react';
import { AppDialog, DialogActions, notify, OptionSelect, type TableRow, useSending } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { callOperation, entityNamed } from '../../../entity-list/index.js';

export const APPLY_KEY = 'cCloudRecruitmentApplyId';
/** 未标记 / 合适 / 待定 / 不合适, as the contract declares them. */
export const MARK = entityNamed('CloudRecruitmentApply').fields.fMarkStatus?.enum;
const OPTIONS = (MARK?.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));

/** 标记: the recruiter sorts the chosen applications into one state; the list refreshes through the write. */
export function MarkDialog(props: { rows: TableRow[] | null; onClose: () => void }) {
  const { rows, onClose } = props;
  const [mark, setMark] = useState('');
  const { sending, send } = useSending();
  useEffect(() => {
    // One application opens on its current mark; several start from none chosen.
    setMark(rows?.length === 1 ? String(rows[0]?.fMarkStatus ?? '') : '');
  }, [rows]);
  const save = async () => {
    if (!rows || mark === '') return;
    const marked = await send(() =>
      callOperation('MarkCloudRecruitmentApplyIDS', {
        ids: rows.map((r) => String(r[APPLY_KEY])),
        fMarkStatus: Number(mark) as 0 | 1 | 2 | 3,
      }),
    );
    if (!marked) return;
    notify('success', '标记成功!');
    onClose();
  };
  return (
    <AppDialog
      open={!!rows}
      onClose={onClose}
      title="标记简历"
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="确定"
          onConfirm={save}
          loading={sending}
          disabled={mark === ''}
        />
      }
    >
      <Stack gap="3">
        <Text color="fg.muted">
          {rows?.length === 1
            ? `${String(rows[0]?.cRealName ?? '')}投递的「${String(rows[0]?.cJobName ?? '')}」`
            : `已选择${rows?.length ?? 0}份简历`}
        </Text>
        <Field.Root required>
          <Field.Label>
            标记为
            <Field.RequiredIndicator />
          </Field.Label>
          <OptionSelect
            options={OPTIONS}
            value={mark}
            onChange={setMark}
            placeholder="请选择标记"
            aria-label="标记为"
          />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

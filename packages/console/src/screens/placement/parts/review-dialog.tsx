import { Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { PlacementReview } from '@practice/sdk/contract';
import { AppDialog, DialogActions, notify, type TableRow, useSending } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { callOperation } from '../../entity-list/index.js';

export interface ReviewTarget {
  /** InternshipAgreement or InternshipInsurance: Review{entity} with its key. */
  readonly entity: 'InternshipAgreement' | 'InternshipInsurance';
  readonly key: string;
  /** What the dialog says it reviews (the student and the record). */
  readonly summary: (row: TableRow) => string;
}

const VERDICTS = [
  { value: String(PlacementReview.passed), label: '通过' },
  { value: String(PlacementReview.returned), label: '退回' },
];

/** 审核: 通过 or 退回 an upload; a return says why (审核意见), which the student reads beside the record. */
export function ReviewDialog({
  target,
  row,
  onClose,
}: {
  target: ReviewTarget;
  row: TableRow | null;
  onClose: () => void;
}) {
  const [verdict, setVerdict] = useState(String(PlacementReview.passed));
  const [note, setNote] = useState('');
  const { sending, send } = useSending();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another record starts a fresh verdict.
  useEffect(() => {
    setVerdict(String(PlacementReview.passed));
    setNote('');
  }, [row]);
  if (!row) return null;
  const returning = Number(verdict) === PlacementReview.returned;
  const save = async () => {
    if (returning && !note.trim()) return notify('warning', '退回时请填写审核意见');
    const body = {
      [target.key]: String(row[target.key]),
      fReviewStatus: Number(verdict),
      ...(note.trim() ? { cReviewNote: note.trim() } : {}),
    };
    // The operation is named by the target at run time: the SDK checks the body against its schema.
    const operation: string = `Review${target.entity}`;
    if (await send(() => callOperation(operation, body))) {
      notify('success', returning ? '已退回' : '已审核通过');
      onClose();
    }
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title="审核"
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="确定"
          onConfirm={() => void save()}
          loading={sending}
        />
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">{target.summary(row)}</Text>
        <RadioGroup.Root
          value={verdict}
          onValueChange={(e) => e.value && setVerdict(e.value)}
          aria-label="审核结果"
        >
          <Stack direction="row" gap="6">
            {VERDICTS.map((v) => (
              <RadioGroup.Item key={v.value} value={v.value} minH="11">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{v.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Field.Root required={returning}>
          <Field.Label>
            审核意见
            {returning && <Field.RequiredIndicator />}
          </Field.Label>
          <Textarea
            value={note}
            rows={3}
            maxLength={200}
            placeholder={returning ? '请写明退回原因，学生将据此修改' : '选填'}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

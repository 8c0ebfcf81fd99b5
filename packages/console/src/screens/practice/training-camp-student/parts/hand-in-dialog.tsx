import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import { AppDialog, DialogActions, notify, type TableRow, UploadField, useSending } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { uploaderFor } from '../../../../files/uploads.js';
import { callOperation } from '../../../entity-list/index.js';

const upload = uploaderFor('file');

/** A task of the project, the team, and the team's hand-in of it when there is one. */
export type HandInTarget = { task: TableRow; team: TableRow; handIn: TableRow | undefined };

export interface HandInDialogProps {
  target: HandInTarget | null;
  /** After 提交成功! too: the task list and its hand-ins refresh through the write itself (src/data). */
  onClose: () => void;
}

/**
 * 提交附件: the team's file for a task. The first hand-in creates it (AddProjectTeamTask, with a note); later
 * ones replace the file (EditProjectTeamTaskFile) and send it back to review.
 */
export function HandInDialog({ target, onClose }: HandInDialogProps) {
  const [path, setPath] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const { sending, send } = useSending();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new target starts an empty form.
  useEffect(() => {
    setPath(null);
    setNote('');
  }, [target]);
  if (!target) return null;
  const { task, team, handIn } = target;
  const save = async () => {
    if (!path) {
      notify('warning', '请上传附件');
      return;
    }
    const sent = await send(() =>
      handIn
        ? callOperation('EditProjectTeamTaskFile', {
            cProjectTeamTaskId: String(handIn.cProjectTeamTaskId),
            cFilePath: path,
          })
        : callOperation('AddProjectTeamTask', {
            cProjectInfoId: String(team.cProjectInfoId),
            cProjectTaskId: String(task.cProjectTaskId),
            cProjectTeamId: String(team.cProjectTeamId),
            cFilePath: path,
            ...(note.trim() ? { cContent: note.trim() } : {}),
          } as never),
    );
    if (!sent) return;
    notify('success', SUBMIT_SUCCEEDED);
    onClose();
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={`提交附件 - ${String(task.cTaskName ?? '')}`}
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="提交"
          onConfirm={() => void save()}
          loading={sending}
        />
      }
    >
      <Stack gap="4">
        {handIn ? (
          <Text fontSize="sm" color="fg.muted">
            重新提交将替换团队已提交的附件，并重新进入审核。
          </Text>
        ) : null}
        <Field.Root required>
          <UploadField label="任务附件" value={path} onChange={setPath} upload={upload} required />
        </Field.Root>
        {handIn ? null : (
          <Field.Root>
            <Field.Label>提交说明</Field.Label>
            <Textarea value={note} rows={3} maxLength={10000} onChange={(e) => setNote(e.target.value)} />
          </Field.Root>
        )}
      </Stack>
    </AppDialog>
  );
}

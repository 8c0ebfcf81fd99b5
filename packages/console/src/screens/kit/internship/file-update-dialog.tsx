import { Field } from '@chakra-ui/react';
import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import { AppDialog, DialogActions, notify, type TableRow, UploadField, useSending } from '@practice/ui-kit';
import { useState } from 'react';
import { uploaderFor } from '../../../files/uploads.js';
import { callOperation } from '../../entity-list/index.js';

const upload = uploaderFor('file');

/** The contract's own message for an update without a file. */
export const FILE_REQUIRED = '请上传文件';

/** UpdateInternshipSummaryFile's body: the row as read, plus the new file (SPEC 7.3). */
export const fileUpdateBody = (row: TableRow, cFilePath: string) => ({ ...row, cFilePath });

export interface FileUpdateDialogProps {
  /** The summary whose attachment is replaced; closed without one. */
  summary: TableRow | null;
  /** After 提交成功! too: what shows the summary refreshes through the write itself (src/data). */
  onClose: () => void;
}

/** 更新附件: one new file through the upload field, then the update call. */
export function FileUpdateDialog({ summary, onClose }: FileUpdateDialogProps) {
  const [path, setPath] = useState<string | null>(null);
  const { sending, send } = useSending();
  const close = () => {
    setPath(null);
    onClose();
  };
  const save = async () => {
    if (!summary) return;
    if (!path) {
      notify('warning', FILE_REQUIRED);
      return;
    }
    if (
      !(await send(() =>
        callOperation('UpdateInternshipSummaryFile', fileUpdateBody(summary, path) as never),
      ))
    ) {
      return;
    }
    notify('success', SUBMIT_SUCCEEDED);
    close();
  };
  return (
    <AppDialog
      open={summary !== null}
      onClose={close}
      title="更新附件"
      footer={
        <DialogActions onCancel={close} confirmLabel="确定" onConfirm={() => void save()} loading={sending} />
      }
    >
      <Field.Root>
        <UploadField label="总结附件" value={path} onChange={setPath} upload={upload} required />
      </Field.Root>
    </AppDialog>
  );
}

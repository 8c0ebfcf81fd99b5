import { isSdkError } from '@practice/sdk';
import { ImportDialog, type ImportResult } from '@practice/ui-kit';
import { useRef } from 'react';
import { callOperation } from '../entity-list/index.js';
import { type ImportCheck, type PreviewUser, previewRows, refusal, SUCCESS_CODE } from './import-answer.js';
import { saveImportTemplate } from './import-template.js';

export interface UserImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The table reloads after a successful import. */
  onImported: () => void;
}

interface ImportContent {
  imported: number;
  preview?: PreviewUser[];
}

/** The server's refusal of the file's rows as an answer; a failure of any other kind throws. */
function refusedRows(error: unknown): { ok: false; message: string } {
  if (isSdkError(error) && (error.kind === 'business' || error.kind === 'http') && error.detail) {
    return { ok: false, message: error.detail };
  }
  throw error;
}

// A refusal is shown by the dialog (the alert in 40-character lines), not also as the client's error toast.
const send = (file: File, dryRun: boolean) =>
  callOperation(
    'AppUserImport',
    { file, fileName: file.name, ...(dryRun ? { query: { dryRun: 'true' } } : {}) },
    { silent: true },
  ) as Promise<ImportContent>;

/**
 * 导入 (SPEC §2.4, §8): step 1 downloads the server's template, step 2 has the server check the file
 * without writing (a dry run), step 3 previews the users it would create, and 确定导入 imports them (all or
 * none). Shared by /system and /basic-info user-manage: a school administrator imports into their own school.
 */
export function UserImportDialog({ open, onClose, onImported }: UserImportDialogProps) {
  const check = useRef<ImportCheck | null>(null);
  const preview = async (file: File) => {
    check.current = await send(file, true).then(
      (content) => ({ ok: true as const, users: content.preview ?? [] }),
      refusedRows,
    );
    return previewRows(check.current);
  };
  const submit = async (file: File): Promise<ImportResult> => {
    const refused = refusal(check.current);
    if (refused) return refused;
    try {
      await send(file, false);
      return { code: SUCCESS_CODE };
    } catch (error) {
      return { code: 400, message: refusedRows(error).message };
    }
  };
  return (
    <ImportDialog
      open={open}
      onClose={() => {
        check.current = null;
        onClose();
      }}
      downloadTemplate={saveImportTemplate}
      preview={preview}
      submit={submit}
      onImported={onImported}
    />
  );
}

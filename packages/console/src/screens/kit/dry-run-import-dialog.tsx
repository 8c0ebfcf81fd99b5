import { isSdkError } from '@practice/sdk';
import { ImportDialog, type ImportResult, type ImportRow } from '@practice/ui-kit';
import { type ReactNode, useRef } from 'react';
import { callOperation } from '../entity-list/index.js';
import { type ImportCheck, previewRows, refusal, SUCCESS_CODE } from './import-check.js';

export interface DryRunImportDialogProps<Content> {
  open: boolean;
  onClose: () => void;
  /**
   * After a successful import. The lists showing the imported rows refresh through the write itself
   * (src/data); this is for what else the page does then.
   */
  onImported?: () => void;
  title: string;
  /** An upload operation whose query takes dryRun (AppUserImport, ImportPracticeStudentList). */
  operation: string;
  /** The rest of the operation's query: the course the list goes into, say. */
  query?: Record<string, unknown>;
  /** Step 1: saves the template. */
  downloadTemplate: () => Promise<void>;
  /** Step 3: the rows of an accepted dry run as the preview table shows them. */
  previewOf: (content: Content) => ImportRow[];
  /** The answer of the import itself (what it created: the accounts and their initial passwords). */
  onResult?: (content: Content) => void;
  /** Choices sent with the file, shown above the file picker (ImportDialog options). */
  options?: ReactNode;
}

/** The server's refusal of the file's rows as an answer; a failure of any other kind throws. */
function refusedRows(error: unknown): { ok: false; message: string } {
  if (isSdkError(error) && (error.kind === 'business' || error.kind === 'http') && error.detail) {
    return { ok: false, message: error.detail };
  }
  throw error;
}

/**
 * 导入 (SPEC §2.4, §8) for any import the server can check without writing (kit/import-check.ts): download
 * the template, have the server check the file, preview what it would write, then 确定导入 writes all or none.
 */
const NOTHING = () => undefined;

export function DryRunImportDialog<Content>(props: DryRunImportDialogProps<Content>) {
  const { open, onClose, onImported, title, operation, query, downloadTemplate, previewOf, onResult } = props;
  const check = useRef<ImportCheck | null>(null);
  // A refusal is shown by the dialog (the alert in 40-character lines), not also as the client's error toast.
  const send = (file: File, dryRun: boolean) =>
    callOperation(
      operation,
      { file, fileName: file.name, query: { ...query, ...(dryRun ? { dryRun: 'true' } : {}) } },
      { silent: true },
    ) as Promise<Content>;
  const preview = async (file: File) => {
    check.current = await send(file, true).then(
      (content) => ({ ok: true as const, rows: previewOf(content) }),
      refusedRows,
    );
    const rows = previewRows(check.current);
    return check.current.ok ? rows : { refused: rows };
  };
  const submit = async (file: File): Promise<ImportResult> => {
    const refused = refusal(check.current);
    if (refused) return refused;
    try {
      const content = await send(file, false);
      onResult?.(content);
      // Both imports answer how many rows they added (imported); the notice names it.
      const { imported } = (content ?? {}) as { imported?: unknown };
      return typeof imported === 'number' ? { code: SUCCESS_CODE, count: imported } : { code: SUCCESS_CODE };
    } catch (error) {
      return { code: 400, message: refusedRows(error).message };
    }
  };
  return (
    <ImportDialog
      open={open}
      title={title}
      onClose={() => {
        check.current = null;
        onClose();
      }}
      downloadTemplate={downloadTemplate}
      preview={preview}
      submit={submit}
      onImported={onImported ?? NOTHING}
      {...(props.options ? { options: props.options } : {})}
    />
  );
}

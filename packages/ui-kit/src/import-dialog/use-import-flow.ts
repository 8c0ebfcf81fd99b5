import { importSucceeded, NO_FILE_SELECTED, UPLOADING, uploadSucceeded } from '@practice/sdk';
import { useState } from 'react';
import { dismissNotice, notify } from '../feedback/toaster.js';
import {
  checkImportCandidates,
  IMPORT_READ_FAILED,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  importFailure,
  isImportSuccess,
} from './import-rules.js';

export interface ImportFlowOptions {
  open: boolean;
  onClose(): void;
  /** Reads the rows of the chosen file for the step-3 preview, or the rows a check refused. */
  preview(file: File): Promise<ImportPreview>;
  submit(file: File): Promise<ImportResult>;
  /** Called after a successful import, so the table behind the dialog refreshes. */
  onImported(): void;
}

export const LAST_STEP = 2;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

/**
 * The three steps of SPEC §2.4, §4: 0 template, 1 file (cannot advance until the file has been read),
 * 2 preview and confirm. A refused import goes back to step 1 with the reason and the file cleared.
 */
export function useImportFlow({ open, onClose, preview, submit, onImported }: ImportFlowOptions) {
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [refused, setRefused] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof importFailure> | null>(null);
  const [busy, setBusy] = useState<'reading' | 'submitting' | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep(0);
      setFile(null);
      setRows([]);
      setFailure(null);
    }
  }

  function pickFiles(files: readonly File[]): void {
    const warnings = checkImportCandidates(files, file ? 1 : 0);
    for (const warning of warnings) notify('warning', warning);
    const [picked] = files;
    if (warnings.length > 0 || !picked) return;
    setFile(picked);
    setRows([]);
    setFailure(null);
  }

  function removeFile(): void {
    setFile(null);
    setRows([]);
  }

  async function next(): Promise<void> {
    if (step === 0) return setStep(1);
    if (step !== 1 || busy) return;
    if (!file) return void notify('warning', NO_FILE_SELECTED);
    setBusy('reading');
    try {
      const shown = await preview(file);
      setRefused(!Array.isArray(shown));
      setRows(Array.isArray(shown) ? shown : shown.refused);
      setStep(2);
    } catch (error) {
      notify('error', [IMPORT_READ_FAILED, errorText(error)].filter(Boolean).join(' '));
    } finally {
      setBusy(null);
    }
  }

  /** While the file is going up the dialog stays: leaving would hide the outcome of the import. */
  function holdWhileSubmitting(): boolean {
    if (busy === 'submitting') notify('info', UPLOADING);
    return busy === 'submitting';
  }

  const back = () => !holdWhileSubmitting() && setStep((current) => Math.max(0, current - 1));
  const close = () => !holdWhileSubmitting() && onClose();

  // A preview of problems, or of nothing, has nothing to import: sending it could only be refused.
  const canConfirm = !refused && rows.length > 0;

  async function confirm(): Promise<void> {
    if (holdWhileSubmitting()) return;
    if (!file) {
      notify('warning', NO_FILE_SELECTED);
      return setStep(1);
    }
    if (!canConfirm) return;
    setBusy('submitting');
    const notice = notify('loading', UPLOADING);
    const fail = (message: string) => {
      setFailure(importFailure(message));
      setFile(null);
      setRows([]);
      setStep(1);
    };
    try {
      const result = await submit(file);
      dismissNotice(notice);
      if (isImportSuccess(result)) {
        notify(
          'success',
          result.count === undefined ? uploadSucceeded(file.name) : importSucceeded(file.name, result.count),
        );
        onImported();
        onClose();
      } else fail(result.message ?? '');
    } catch (error) {
      dismissNotice(notice);
      fail(errorText(error));
    } finally {
      setBusy(null);
    }
  }

  return {
    step,
    file,
    rows,
    refused,
    canConfirm,
    failure,
    busy,
    pickFiles,
    removeFile,
    next,
    back,
    close,
    confirm,
  };
}

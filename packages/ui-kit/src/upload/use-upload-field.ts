import { UPLOADING, uploadSucceeded } from '@practice/sdk';
import { useRef, useState } from 'react';
import { dismissNotice, notify } from '../feedback/toaster.js';
import { checkCandidate, type FileSource, type UploadRules, uploadFailureMessage } from './upload-rules.js';
import { useBeginUpload } from './upload-scope.js';

export interface UseUploadFieldOptions {
  value: string | null;
  onChange(path: string | null): void;
  upload(file: File): Promise<string>;
  rules: UploadRules;
  disabled?: boolean;
}

/**
 * The upload sequence of SPEC §4: check, a notice while uploading, then success (the path becomes the value)
 * or failure (nothing is kept). A banner being edited keeps its old image until a new one is uploaded: removing
 * it only hides it so that another can be picked.
 */
export function useUploadField({ value, onChange, upload, rules, disabled = false }: UseUploadFieldOptions) {
  const [pendingName, setPendingName] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);
  // The state above lags a render behind; a second drop in the same tick must still see the first.
  const busy = useRef(false);
  const shown = replacing ? null : value;
  const beginUpload = useBeginUpload();

  async function take(files: readonly File[], source: FileSource = 'pick'): Promise<void> {
    if (disabled || files.length === 0) return;
    const currentCount = (shown ? 1 : 0) + (busy.current ? 1 : 0);
    const refusal = checkCandidate(files, currentCount, rules, source);
    const file = files[0];
    if (refusal || !file) {
      if (refusal) notify('warning', refusal);
      return;
    }
    busy.current = true;
    setPendingName(file.name);
    const endUpload = beginUpload();
    const notice = notify('loading', UPLOADING);
    try {
      const path = await upload(file);
      dismissNotice(notice);
      notify('success', uploadSucceeded(file.name));
      setReplacing(false);
      onChange(path);
    } catch (error) {
      dismissNotice(notice);
      notify('error', uploadFailureMessage(error, file.name));
    } finally {
      busy.current = false;
      setPendingName(null);
      endUpload();
    }
  }

  function remove(): void {
    if (disabled) return;
    if (rules.banner && value) setReplacing(true);
    else onChange(null);
  }

  return {
    /** The path on show, null while empty or while a banner's old image is set aside. */
    shown,
    pendingName,
    replacing,
    take,
    remove,
    keepOriginal: () => setReplacing(false),
  };
}

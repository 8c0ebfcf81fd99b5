import { Field, Input } from '@chakra-ui/react';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { AppDialog } from '../dialog/app-dialog.js';
import { DialogActions } from '../dialog/dialog-actions.js';
import { useResetOnOpen } from '../dialog/use-reset-on-open.js';
import { useSending } from '../dialog/use-sending.js';

/** Longest node name accepted; the department and directory names on the server are short labels. */
export const NODE_NAME_MAX = 50;
export const NODE_NAME_REQUIRED = '请输入名称';
export const NODE_NAME_TOO_LONG = `名称不能超过${NODE_NAME_MAX}个字符`;

/** The trimmed name's problem, or null when it may be saved. */
export function nodeNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return NODE_NAME_REQUIRED;
  if (trimmed.length > NODE_NAME_MAX) return NODE_NAME_TOO_LONG;
  return null;
}

export interface NodeNameDialogProps {
  open: boolean;
  title: string;
  initialName?: string;
  onClose: () => void;
  /** Saves the trimmed name; the dialog closes when it resolves and stays open when it rejects. */
  onSave: (name: string) => Promise<unknown>;
}

export function NodeNameDialog({ open, title, initialName = '', onClose, onSave }: NodeNameDialogProps) {
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const { sending, send } = useSending();

  const reset = useCallback(() => {
    setName(initialName);
    setError(null);
  }, [initialName]);
  useResetOnOpen(open, reset);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nodeNameError(name);
    setError(problem);
    if (problem) return;
    // Refused: the caller's client has already shown the server's message; the input stays for another try.
    if (await send(() => onSave(name.trim()))) onClose();
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      size="small"
      footer={<DialogActions onCancel={onClose} confirmLabel="确定" form={formId} loading={sending} />}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field.Root required invalid={error !== null}>
          <Field.Label>
            名称
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="请输入名称" />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </form>
    </AppDialog>
  );
}

import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { AppDialog, DialogActions, notify, UploadField, useResetOnOpen } from '@practice/ui-kit';
import { type ReactNode, useCallback, useState } from 'react';
import { fileUrl, uploaderFor } from '../../../../files/uploads.js';

const upload = uploaderFor('file');

export interface TextDialogProps {
  /** Open with what the text is about; closed at null. */
  open: boolean;
  title: string;
  /** What is answered or judged (the question, the hand-in), above the input. */
  about?: ReactNode;
  label: string;
  placeholder: string;
  /** The message when the text is left blank (SPEC §5: required text is trimmed, then checked). */
  required: string;
  max: number;
  initial?: string;
  onClose: () => void;
  /** Sends the text; a refusal (shown by the SDK) keeps the dialog open with what was typed. */
  onConfirm: (text: string) => Promise<unknown>;
}

/** One text a tutor writes about a row: a reply to a question, the comment of a rejection. */
export function TextDialog(props: TextDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const { initial } = props;
  useResetOnOpen(
    props.open,
    useCallback(() => {
      setText(initial ?? '');
      setError('');
      setSaving(false);
    }, [initial]),
  );
  const confirm = async () => {
    const value = text.trim();
    if (!value) return setError(props.required);
    if (value.length > props.max) return setError(`${props.label}不能超过${props.max}个字符`);
    setSaving(true);
    try {
      await props.onConfirm(value);
    } catch {
      setSaving(false);
      return;
    }
    setSaving(false);
    props.onClose();
  };
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      modalLock
      footer={
        <DialogActions
          onCancel={props.onClose}
          confirmLabel="确定"
          onConfirm={() => void confirm()}
          loading={saving}
        />
      }
    >
      <Stack gap="4">
        {props.about}
        <Field.Root required invalid={!!error}>
          <Field.Label>
            {props.label}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={5}
            value={text}
            placeholder={props.placeholder}
            onChange={(event) => {
              setText(event.target.value);
              setError('');
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

/** A label and its text, as the dialog shows what it is about. */
export function AboutLine({ label, text }: { label: string; text: unknown }) {
  return (
    <Text>
      <Text as="span" color="fg.muted">
        {label}：
      </Text>
      {String(text ?? '') || '未填写'}
    </Text>
  );
}

export interface FileDialogProps {
  open: boolean;
  title: string;
  label: string;
  onClose: () => void;
  onConfirm: (path: string) => Promise<unknown>;
}

/** 替换附件: one new file through the upload field (SPEC §4 upload rules), then the update call. */
export function FileDialog(props: FileDialogProps) {
  const [path, setPath] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useResetOnOpen(
    props.open,
    useCallback(() => {
      setPath(null);
      setSaving(false);
    }, []),
  );
  const confirm = async () => {
    if (!path) return notify('warning', '请上传附件');
    setSaving(true);
    try {
      await props.onConfirm(path);
    } catch {
      setSaving(false);
      return;
    }
    setSaving(false);
    props.onClose();
  };
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      modalLock
      footer={
        <DialogActions
          onCancel={props.onClose}
          confirmLabel="确定"
          onConfirm={() => void confirm()}
          loading={saving}
        />
      }
    >
      <UploadField
        label={props.label}
        value={path}
        onChange={setPath}
        upload={upload}
        required
        previewUrl={fileUrl}
      />
    </AppDialog>
  );
}

import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { AppDialog, DialogActions, notify, UploadField, useResetOnOpen, useSending } from '@practice/ui-kit';
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
  const { initial } = props;
  useResetOnOpen(
    props.open,
    useCallback(() => {
      setText(initial ?? '');
      setError('');
    }, [initial]),
  );
  const check = () => {
    const value = text.trim();
    if (!value) setError(props.required);
    else if (value.length > props.max) setError(`${props.label}不能超过${props.max}个字符`);
    else return () => props.onConfirm(value);
  };
  return (
    <SendingDialog open={props.open} title={props.title} onClose={props.onClose} check={check}>
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
    </SendingDialog>
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
  useResetOnOpen(
    props.open,
    useCallback(() => setPath(null), []),
  );
  const check = () => {
    if (path) return () => props.onConfirm(path);
    notify('warning', '请上传附件');
  };
  return (
    <SendingDialog open={props.open} title={props.title} onClose={props.onClose} check={check}>
      <UploadField
        label={props.label}
        value={path}
        onChange={setPath}
        upload={upload}
        required
        previewUrl={fileUrl}
      />
    </SendingDialog>
  );
}

/**
 * The frame both dialogs share: 取消 / 确定, where 确定 runs `check` (which says what is wrong and returns
 * nothing, or returns the call to make), is busy while the call runs and closes the dialog once it went
 * through; a refusal (shown by the SDK) keeps the dialog open with what was entered.
 */
function SendingDialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  check: () => (() => Promise<unknown>) | undefined;
  children: ReactNode;
}) {
  const { sending, send } = useSending();
  const confirm = async () => {
    const call = props.check();
    if (call && (await send(call))) props.onClose();
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
          loading={sending}
        />
      }
    >
      {props.children}
    </AppDialog>
  );
}

import { Field, Input, Text } from '@chakra-ui/react';
import { isPasswordInRange, PASSWORD_LENGTH } from '@practice/sdk';
import {
  AppDialog,
  DialogActions,
  notify,
  type TableRow,
  useResetOnOpen,
  useSending,
} from '@practice/ui-kit';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { callOperation, idOf } from '../entity-list/index.js';
import type { IssuedAccount } from './initial-passwords.js';
import { InitialPasswordsDialog } from './initial-passwords-dialog.js';

const ACTION = '重置密码';

export interface ResetPasswordDialogProps {
  /** The account whose password is reset; closed when absent. */
  user: TableRow | null;
  /** The row's account id field: fAppUserId on both user screens. */
  userKey: string;
  onClose: () => void;
}

/**
 * 重置密码 (ResetAppUserPassword): a new password of 6 to 18 characters (SPEC §5, §9), or, left blank, a
 * random one the server makes. Either is shown once afterwards; the account's sessions end, and it must
 * change the password at its next sign-in.
 */
export function ResetPasswordDialog({ user, userKey, onClose }: ResetPasswordDialogProps) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [issued, setIssued] = useState<IssuedAccount[]>([]);
  const { sending, send } = useSending();
  const reset = useCallback(() => {
    setPassword('');
    setError('');
  }, []);
  useResetOnOpen(!!user, reset);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (password !== '' && !isPasswordInRange(password)) {
      setError(PASSWORD_LENGTH);
      return;
    }
    let answer: IssuedAccount[] = [];
    const done = await send(async () => {
      answer = (await callOperation('ResetAppUserPassword', {
        ids: [idOf(user, userKey)],
        ...(password === '' ? {} : { cPassword: password }),
      })) as IssuedAccount[];
    });
    // Refused: the SDK has shown why, and the dialog stays for another try.
    if (!done) return;
    notify('success', `${ACTION}成功!`);
    onClose();
    setIssued(answer ?? []);
  };

  return (
    <>
      <AppDialog
        open={!!user}
        onClose={onClose}
        title={ACTION}
        size="small"
        footer={<DialogActions onCancel={onClose} confirmLabel="确定" form={formId} loading={sending} />}
      >
        <form id={formId} onSubmit={submit} noValidate aria-label={ACTION}>
          <Text mb="4">
            为用户「{String(user?.cRealName ?? '')}」设置新密码;
            不填写则由系统生成随机密码。用户下次登录须先修改密码。
          </Text>
          <Field.Root invalid={!!error}>
            <Field.Label>新密码</Field.Label>
            <Input
              type="password"
              autoComplete="new-password"
              placeholder="6 - 18个字符"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        </form>
      </AppDialog>
      <InitialPasswordsDialog accounts={issued} onClose={() => setIssued([])} />
    </>
  );
}

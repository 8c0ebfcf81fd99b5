import { Button, Link as ChakraLink, Field, Input, Stack, Text } from '@chakra-ui/react';
import { notify } from '@practice/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PublicFrame } from './public-frame.js';
import {
  REGISTER_SUCCEEDED,
  type RegisterErrors,
  type RegisterValues,
  validateRegister,
} from './register-form.js';

const FIELDS: readonly { key: keyof RegisterValues; label: string; type?: string; autoComplete?: string }[] =
  [
    { key: 'cUserName', label: '用户名', autoComplete: 'username' },
    { key: 'cPassword', label: '密码', type: 'password', autoComplete: 'new-password' },
    { key: 'cCheckPassword', label: '确认密码', type: 'password', autoComplete: 'new-password' },
    { key: 'cRealName', label: '姓名', autoComplete: 'name' },
    { key: 'cMobile', label: '手机号', autoComplete: 'tel' },
    { key: 'cSchoolCode', label: '学校编码' },
  ];

const EMPTY: RegisterValues = {
  cUserName: '',
  cPassword: '',
  cCheckPassword: '',
  cRealName: '',
  cMobile: '',
  cSchoolCode: '',
};

/** /register: the legacy self-registration; the school approves the account before it can sign in. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegister(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { sdk } = await import('../sdk.js');
      const { cCheckPassword: _, ...body } = values;
      await sdk.Register(body);
      notify('success', REGISTER_SUCCEEDED);
      navigate('/login', { replace: true });
    } catch {
      // Shown by the SDK's error toast.
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicFrame title="注册账号">
      <Text fontSize="sm" color="fg.muted">
        请填写学校提供的学校编码；注册后需由学校审核通过才能登录。
      </Text>
      <Stack asChild gap="3">
        <form onSubmit={submit} noValidate>
          {FIELDS.map(({ key, label, type, autoComplete }) => (
            <Field.Root key={key} invalid={!!errors[key]} required>
              <Field.Label>{label}</Field.Label>
              <Input
                type={type ?? 'text'}
                autoComplete={autoComplete}
                value={values[key]}
                onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
              />
              <Field.ErrorText>{errors[key]}</Field.ErrorText>
            </Field.Root>
          ))}
          <Button type="submit" colorPalette="brand" loading={busy}>
            注册
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            已有账号？
            <ChakraLink asChild colorPalette="brand" color="colorPalette.fg">
              <Link to="/login">返回登录</Link>
            </ChakraLink>
          </Text>
        </form>
      </Stack>
    </PublicFrame>
  );
}

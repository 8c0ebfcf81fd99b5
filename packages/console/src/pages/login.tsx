import { Button, Link as ChakraLink, Field, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../routes/navigation.js';
import { signIn } from '../stores/auth.js';
import { type LoginErrors, type LoginValues, validateLogin } from './login-form.js';
import { PublicFrame } from './public-frame.js';

/** /login: signs in and returns to the page the guard sent the user from (its `redirect` query). */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await signIn(values.username, values.password);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The reason is already shown as a toast (SDK errors and the missing-token message).
      setBusy(false);
    }
  }

  const field = (key: keyof LoginValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  return (
    <PublicFrame title="欢迎登录">
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate>
          <Field.Root invalid={!!errors.username} required>
            <Field.Label>用户名</Field.Label>
            <Input autoComplete="username" autoFocus placeholder="请输入用户名" {...field('username')} />
            <Field.ErrorText>{errors.username}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>密码</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              placeholder="请输入密码"
              {...field('password')}
            />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="登录中">
            登录
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            还没有账号？
            <ChakraLink asChild colorPalette="brand" color="colorPalette.fg">
              <Link to="/register">注册</Link>
            </ChakraLink>
          </Text>
        </form>
      </Stack>
    </PublicFrame>
  );
}

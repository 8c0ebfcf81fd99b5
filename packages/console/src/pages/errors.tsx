import { Button, HStack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../stores/auth.js';
import { PublicFrame } from './public-frame.js';

function ErrorPage({
  code,
  title,
  text,
  testId,
}: {
  code: string;
  title: string;
  text: string;
  testId: string;
}) {
  const navigate = useNavigate();
  return (
    <PublicFrame title={`${code} ${title}`}>
      <Text data-testid={testId} textAlign="center" color="fg.muted">
        {text}
      </Text>
      <HStack justify="center">
        <Button colorPalette="brand" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      </HStack>
    </PublicFrame>
  );
}

/** /403: the server refused the call (SPEC §8: 403 goes here). */
export function ForbiddenPage() {
  return (
    <ErrorPage
      code="403"
      title="无权访问"
      text="抱歉，您没有权限访问此页面，请联系管理员。"
      testId="page-403"
    />
  );
}

/** /404: any unknown path (SPEC §2.1). */
export function NotFoundPage() {
  return (
    <ErrorPage code="404" title="页面不存在" text="抱歉，您访问的页面不存在或已被删除。" testId="page-404" />
  );
}

/** /401: the user has no menus at all, so there is no page to show (SPEC §2.1). */
export function NoPagesPage() {
  const navigate = useNavigate();
  return (
    <PublicFrame title="401 暂无页面">
      <Text data-testid="page-401" textAlign="center" color="fg.muted">
        当前账号还没有可访问的页面，请联系管理员分配菜单权限。
      </Text>
      <HStack justify="center">
        <Button
          colorPalette="brand"
          onClick={async () => {
            await signOut();
            navigate('/login', { replace: true });
          }}
        >
          重新登录
        </Button>
      </HStack>
    </PublicFrame>
  );
}

import { Alert, Box, HStack, Link } from '@chakra-ui/react';
import { Loading } from '@practice/ui-kit';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * One line of a home page's list (a piece of waiting work, a warned student): what it is on the left, and on
 * the right the link to the page where it is dealt with, a touch target of 44 px, when the user may open it.
 */
export function HomeListRow({
  testId,
  to,
  linkText,
  linkLabel,
  children,
}: {
  testId: string;
  /** The page's address, or null when the user may not open it: the row then has no link. */
  to: string | null;
  linkText: string;
  /** What a screen reader says of the link, naming the row's student (批阅刘子涵的日志). */
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <HStack borderBottomWidth="1px" py="2" gap="3" justify="space-between" data-testid={testId}>
      <Box minW="0" flex="1">
        {children}
      </Box>
      {to && (
        <Link
          asChild
          color="fg.info"
          minH="11"
          minW="11"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
        >
          <RouterLink to={to} aria-label={linkLabel}>
            {linkText}
          </RouterLink>
        </Link>
      )}
    </HStack>
  );
}

/** A home dashboard not loaded yet: the spinner, or the notice that it failed. */
export function DashboardPending({ failed }: { failed: boolean }) {
  return failed ? (
    <Alert.Root status="warning" mt="4">
      <Alert.Indicator />
      <Alert.Title>看板加载失败，请稍后刷新重试</Alert.Title>
    </Alert.Root>
  ) : (
    <Loading size="sm" />
  );
}

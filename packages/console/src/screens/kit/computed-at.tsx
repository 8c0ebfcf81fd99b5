import { Text } from '@chakra-ui/react';
import { formatDateTime } from '@practice/sdk';

/**
 * 数据更新于 …: when figures read from the server's hourly roll-up were computed, so that nobody takes them
 * for this minute's. Several times (a line each) show the oldest; to the minute is what a reader needs.
 */
export function ComputedAt({ times, testId }: { times: readonly string[]; testId?: string }) {
  const oldest = times.filter(Boolean).sort()[0];
  if (!oldest) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={testId ?? 'computed-at'}>
      数据更新于 {formatDateTime(oldest).slice(0, 16) || oldest}
    </Text>
  );
}

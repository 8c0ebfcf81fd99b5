import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { addressOf, type Target } from './today-links.js';

/** One section of 今日待办: a card with its title and what it lists. */
export function TodayCard({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card.Root data-testid={testId} size="sm" variant="outline">
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** What an empty section says, plainly. */
export const Empty = ({ text }: { text: string }) => <Text color="fg.muted">{text}</Text>;

/**
 * A button a thumb can hit: full width and at least the tap-target height, since on a phone every item's
 * button is the whole row. It opens `target`, or does `onPress`; without a target it is disabled rather than
 * leading to a page that would say 未获取到数据.
 */
export function TapButton(props: {
  target?: Target | null;
  onPress?: () => void;
  children: ReactNode;
  variant?: 'solid' | 'outline';
}) {
  const navigate = useNavigate();
  const { target, onPress } = props;
  return (
    <Button
      width="full"
      minH={`${TAP_TARGET_PX}px`}
      variant={props.variant ?? 'outline'}
      // The one main action of a card in the theme's colour, as dialogs' 提交 is.
      {...(props.variant === 'solid' ? { colorPalette: 'brand' } : {})}
      whiteSpace="normal"
      disabled={!onPress && !target}
      onClick={() => (onPress ? onPress() : target && navigate(addressOf(target)))}
    >
      {props.children}
    </Button>
  );
}

import { Box, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface FigureTileProps {
  /** What the figure is: 实习率. */
  readonly label: string;
  /** The figure as it reads: 87.5%, 12. */
  readonly value: ReactNode;
  /** What it is counted from: 35 / 40. */
  readonly detail?: string;
  /** The list behind the figure, with its filter; none: the tile is no link (the user lacks that page). */
  readonly to?: string | null;
  /** Draws attention (open warnings above zero). */
  readonly alert?: boolean;
}

/**
 * One figure of a dashboard as a tile, the whole tile a link to the list behind it. The link's name is the
 * figure in words (实习率 87.5%，35 / 40), so a screen reader says what it opens.
 */
export function FigureTile({ label, value, detail, to, alert }: FigureTileProps) {
  const body = (
    <>
      <Text fontSize="sm" color={alert ? 'fg.error' : 'fg.muted'}>
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="short" color={alert ? 'fg.error' : undefined}>
        {value}
      </Text>
      {detail && (
        <Text fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      )}
    </>
  );
  const frame = {
    rounded: 'md',
    borderWidth: '1px',
    p: '3',
    minH: '11',
    bg: 'bg.panel',
    'data-testid': 'figure-tile',
  } as const;
  if (!to) return <Box {...frame}>{body}</Box>;
  return (
    <LinkBox
      {...frame}
      _hover={{ borderColor: 'brand.solid' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid' }}
    >
      <LinkOverlay asChild>
        <RouterLink
          to={to}
          aria-label={[label, value, detail].filter((x) => typeof x === 'string').join('，')}
        >
          {body}
        </RouterLink>
      </LinkOverlay>
    </LinkBox>
  );
}

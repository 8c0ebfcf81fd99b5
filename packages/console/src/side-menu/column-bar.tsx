import { Box, chakra, Stack } from '@chakra-ui/react';
import type { AppRoute } from '../routes/types.js';
import type { ColumnStyle } from '../stores/settings.js';
import { Icon } from './icon.js';

/*
 * The column layout's bar (SPEC §2.2): the visible top-level routes as tabs; the chosen tab's children form
 * the side menu beside it. Three looks from the drawer: icon above title (vertical), icon beside title
 * (horizontal) and cards.
 */

export interface ColumnBarProps {
  groups: readonly AppRoute[];
  selected: string | undefined;
  look: ColumnStyle;
  onPick: (group: AppRoute) => void;
}

export function ColumnBar({ groups, selected, look, onPick }: ColumnBarProps) {
  const wide = look === 'horizontal';
  return (
    <Stack
      as="nav"
      aria-label="一级菜单"
      data-testid="column-bar"
      gap={look === 'card' ? '1.5' : '0'}
      p={look === 'card' ? '1.5' : '0'}
      w={wide ? '28' : '20'}
      flexShrink={0}
      flex="1"
      minH="0"
      overflowY="auto"
      bg="chrome.menuBg"
      borderEndWidth="1px"
      borderColor="blackAlpha.300"
    >
      {groups.map((group) => {
        const active = group.path === selected;
        return (
          <chakra.button
            key={group.path}
            type="button"
            aria-current={active ? 'true' : undefined}
            display="flex"
            flexDirection={wide ? 'row' : 'column'}
            alignItems="center"
            justifyContent={wide ? 'flex-start' : 'center'}
            gap={wide ? '2' : '1'}
            px={wide ? '3' : '1'}
            py="2.5"
            fontSize="xs"
            rounded={look === 'card' ? 'md' : undefined}
            color={active ? 'var(--menu-active-fg)' : 'chrome.menuFg'}
            bg={active ? 'chrome.menuActiveBg' : undefined}
            _hover={active ? undefined : { bg: 'var(--menu-hover-bg)' }}
            onClick={() => onPick(group)}
          >
            <Icon name={group.icon ?? (group.path === '/' ? 'home' : undefined)} size="1.4em" />
            <Box textAlign="center" lineClamp={2}>
              {group.title}
            </Box>
          </chakra.button>
        );
      })}
    </Stack>
  );
}

import { Box, chakra, Flex, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Icon } from '../side-menu/icon.js';
import type { TabStyle } from '../stores/settings.js';
import { settingsStore } from '../stores/settings.js';
import { tabsStore } from '../stores/tabs.js';
import { type CloseKind, closeChoices, type VisitedTab } from './tab-rules.js';
import { useCloseTab } from './use-close-tab.js';

/*
 * The bar of visited tabs (SPEC §2.2): click to switch, × to close, right-click for close others, left,
 * right and all. Three looks from the theme drawer: card, smart (underlined) and smooth (rounded tops).
 * On a phone (below md, 768 px) a tab and its × are 44 px targets: the × widens into the tab's end padding
 * rather than adding to the tab, and the bar scrolls sideways inside itself.
 */

const CLOSE_LABELS: [CloseKind, string][] = [
  ['self', '关闭当前'],
  ['others', '关闭其他'],
  ['left', '关闭左侧'],
  ['right', '关闭右侧'],
  ['all', '关闭全部'],
];

function tabLook(style: TabStyle, active: boolean) {
  switch (style) {
    case 'smart':
      return {
        borderBottomWidth: '2px',
        borderColor: active ? 'brand.solid' : 'transparent',
        color: active ? 'brand.fg' : 'fg.muted',
        bg: active ? 'brand.subtle' : undefined,
      };
    case 'smooth':
      return {
        roundedTop: 'lg',
        bg: active ? 'brand.solid' : 'bg.muted',
        color: active ? 'brand.contrast' : 'fg',
        mt: '1',
      };
    default:
      return {
        borderWidth: '1px',
        rounded: 'sm',
        borderColor: active ? 'brand.solid' : 'border',
        bg: active ? 'brand.solid' : 'bg',
        color: active ? 'brand.contrast' : 'fg',
      };
  }
}

export function TabBar() {
  const { tabs, activeKey } = useSnapshot(tabsStore);
  const { tabStyle, showTabIcon } = useSnapshot(settingsStore);
  const navigate = useNavigate();
  const close = useCloseTab();
  const bar = useRef<HTMLDivElement>(null);

  // A tab made active from elsewhere (the menu, a link, closing another tab) may sit outside the bar's
  // scrolled part when many are open: bring it into view, or the user cannot see where they are.
  useEffect(() => {
    if (activeKey === null) return;
    // Compared as data, not put into a selector: a key holds the page's query string.
    const tabs = bar.current?.querySelectorAll<HTMLElement>('[data-key]') ?? [];
    const active = [...tabs].find((tab) => tab.dataset.key === activeKey);
    if (!active) return;
    const reveal = () => active.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (typeof IntersectionObserver === 'undefined') return reveal();
    // Whether the tab is cut is asked of an observer, which answers from the next frame's layout: scrolling
    // at once would lay out the whole page inside the commit, on a phone's first load a long task of its own.
    const cut = new IntersectionObserver(
      ([entry]) => {
        cut.disconnect();
        if (entry && entry.intersectionRect.width < entry.boundingClientRect.width - 1) reveal();
      },
      { root: bar.current },
    );
    cut.observe(active);
    return () => cut.disconnect();
  }, [activeKey]);

  return (
    <Flex
      ref={bar}
      as="nav"
      data-testid="tabs"
      aria-label="已打开的页面"
      gap="1.5"
      px="3"
      h={{ base: '12', md: '10' }}
      align={tabStyle === 'smooth' ? 'end' : 'center'}
      borderBottomWidth="1px"
      bg="bg"
      overflowX="auto"
      flexShrink={0}
    >
      {tabs.map((tab) => {
        const active = tab.key === activeKey;
        const choices = closeChoices(tabs as VisitedTab[], tab.key);
        return (
          <Menu.Root
            key={tab.key}
            lazyMount
            unmountOnExit
            onSelect={({ value }) => close(tab.key, value as CloseKind)}
          >
            <Menu.ContextTrigger asChild>
              <Flex
                data-testid="tab"
                data-path={tab.path}
                data-key={tab.key}
                data-active={active || undefined}
                align="center"
                gap="1"
                h={{ base: 'auto', md: '8' }}
                px="3"
                fontSize="sm"
                whiteSpace="nowrap"
                cursor="pointer"
                flexShrink={0}
                {...tabLook(tabStyle, active)}
                onClick={() => navigate(tab.fullPath)}
              >
                {/* The open pages are links between pages, not a tabs widget over panels: each is a button
                    (the current one aria-current) with its close button beside it, not inside it (axe:
                    nested-interactive), in the one element the context menu opens on. */}
                <chakra.button
                  type="button"
                  aria-current={active ? 'page' : undefined}
                  display="flex"
                  alignItems="center"
                  gap="1"
                  minW="0"
                  minH={{ base: '11', md: '0' }}
                  cursor="pointer"
                >
                  {showTabIcon ? (
                    <Icon name={tab.icon ?? (tab.path === '/index' ? 'home' : 'file-list')} />
                  ) : null}
                  <Box maxW="48" truncate>
                    {tab.title}
                  </Box>
                </chakra.button>
                {tab.notClosable ? null : (
                  <chakra.button
                    type="button"
                    aria-label={`关闭 ${tab.title}`}
                    display="inline-flex"
                    alignItems="center"
                    justifyContent="center"
                    rounded="full"
                    p="0.5"
                    boxSize={{ base: '11', md: 'auto' }}
                    me={{ base: '-3', md: '0' }}
                    fontSize="xs"
                    _hover={{ bg: 'blackAlpha.200' }}
                    onClick={(event) => {
                      event.stopPropagation();
                      close(tab.key);
                    }}
                  >
                    <Icon name="close" />
                  </chakra.button>
                )}
              </Flex>
            </Menu.ContextTrigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content aria-label={`${tab.title} 的标签操作`}>
                  {CLOSE_LABELS.map(([kind, label]) => (
                    <Menu.Item key={kind} value={kind} disabled={!choices[kind]}>
                      {label}
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        );
      })}
    </Flex>
  );
}

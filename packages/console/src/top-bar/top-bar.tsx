import { Box, Flex } from '@chakra-ui/react';
import { notify } from '@practice/ui-kit';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import { settingsStore } from '../stores/settings.js';
import { AvatarMenu } from './avatar-menu.js';
import { ErrorLogButton } from './error-log-button.js';
import { toggleFullScreen } from './full-screen.js';
import { NoticeBox } from './notice-box.js';
import { SearchDialog } from './search-dialog.js';
import { ToolButton } from './tool-button.js';

/*
 * The top bar (SPEC §2.2): on the left whatever the layout puts there (fold button, logo, section tabs,
 * breadcrumbs or the horizontal menu), on the right the tools. The drawer's switches hide search, notice,
 * full screen and refresh; error log, theme and the avatar always show.
 */

export interface TopBarProps {
  start: ReactNode;
  onTheme: () => void;
  onRefresh: () => void;
}

export function TopBar({ start, onTheme, onRefresh }: TopBarProps) {
  const { showSearch, showNotice, showFullScreen, showRefresh } = useSnapshot(settingsStore);
  const [searching, setSearching] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);

  const switchFullScreen = async () => {
    await toggleFullScreen(document, (text) => notify('error', text));
    setFullScreen(Boolean(document.fullscreenElement));
  };

  return (
    <Flex
      as="header"
      data-testid="top-bar"
      h="14"
      px="3"
      gap="2"
      align="center"
      bg="chrome.headerBg"
      color="chrome.headerFg"
      borderBottomWidth="1px"
      flexShrink={0}
    >
      <Flex flex="1" minW="0" h="full" align="center" gap="2">
        {start}
      </Flex>
      <Flex align="center" gap="0.5">
        <ErrorLogButton />
        {showSearch ? <ToolButton icon="search" label="搜索" onClick={() => setSearching(true)} /> : null}
        {showNotice ? <NoticeBox /> : null}
        {showFullScreen ? (
          <Box hideBelow="md">
            <ToolButton
              icon={fullScreen ? 'shrink' : 'expand'}
              label={fullScreen ? '退出全屏' : '全屏'}
              onClick={() => void switchFullScreen()}
            />
          </Box>
        ) : null}
        <ToolButton icon="palette" label="主题配置" onClick={onTheme} />
        {showRefresh ? <ToolButton icon="refresh" label="刷新" onClick={onRefresh} /> : null}
        <AvatarMenu />
      </Flex>
      {showSearch ? <SearchDialog open={searching} onClose={() => setSearching(false)} /> : null}
    </Flex>
  );
}

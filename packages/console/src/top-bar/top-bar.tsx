import { Box, Flex } from '@chakra-ui/react';
import { notify } from '@practice/ui-kit';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import { settingsStore } from '../stores/settings.js';
import { AvatarMenu } from './avatar-menu.js';
import { ErrorLogButton, ErrorLogDialog } from './error-log-button.js';
import { toggleFullScreen } from './full-screen.js';
import { type MoreTool, MoreTools } from './more-tools.js';
import { NoticeBox } from './notice-box.js';
import { SearchDialog } from './search-dialog.js';
import { ToolButton } from './tool-button.js';

/*
 * The top bar (SPEC §2.2): on the left whatever the layout puts there (fold button, logo, section tabs,
 * breadcrumbs or the horizontal menu), on the right the tools. The drawer's switches hide search, notice,
 * full screen and refresh; error log, theme and the avatar always show. On a phone the less used tools
 * (error log, search, theme, refresh) fold into one 更多 menu so that the bar fits 390 px with 44 px buttons;
 * full screen has no use there.
 */

export interface TopBarProps {
  start: ReactNode;
  /** Below 768 px: fold the less used tools into the 更多 menu. */
  phone?: boolean;
  onTheme: () => void;
  onRefresh: () => void;
}

export function TopBar({ start, phone = false, onTheme, onRefresh }: TopBarProps) {
  const { showSearch, showNotice, showFullScreen, showRefresh } = useSnapshot(settingsStore);
  const [searching, setSearching] = useState(false);
  const [readingErrors, setReadingErrors] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);

  const switchFullScreen = async () => {
    await toggleFullScreen(document, (text) => notify('error', text));
    setFullScreen(Boolean(document.fullscreenElement));
  };

  const moreTools: MoreTool[] = ['errors'];
  if (showSearch) moreTools.push('search');
  moreTools.push('theme');
  if (showRefresh) moreTools.push('refresh');
  const pick: Record<MoreTool, () => void> = {
    errors: () => setReadingErrors(true),
    search: () => setSearching(true),
    theme: onTheme,
    refresh: onRefresh,
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
      <Flex align="center" gap="0.5" flexShrink={0}>
        {phone ? null : <ErrorLogButton onOpen={pick.errors} />}
        {showSearch && !phone ? <ToolButton icon="search" label="搜索" onClick={pick.search} /> : null}
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
        {phone ? null : <ToolButton icon="palette" label="主题配置" onClick={onTheme} />}
        {showRefresh && !phone ? <ToolButton icon="refresh" label="刷新" onClick={onRefresh} /> : null}
        {phone ? <MoreTools tools={moreTools} onPick={(tool) => pick[tool]()} /> : null}
        <AvatarMenu />
      </Flex>
      <ErrorLogDialog open={readingErrors} onClose={() => setReadingErrors(false)} />
      {showSearch ? <SearchDialog open={searching} onClose={() => setSearching(false)} /> : null}
    </Flex>
  );
}

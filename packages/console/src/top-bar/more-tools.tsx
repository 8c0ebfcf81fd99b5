import { Menu, Portal } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { errorLog } from './error-log.js';
import { ErrorCount } from './error-log-button.js';
import { ToolButton } from './tool-button.js';

/*
 * A phone's top bar has room for four 44 px buttons beside the menu button: the tools used less often
 * (error log, search, theme, refresh) fold into this 更多 menu, each still there under its own name.
 */

export type MoreTool = 'errors' | 'search' | 'theme' | 'refresh';

export interface MoreToolsProps {
  /** The tools the theme drawer's switches leave on, in order. */
  tools: readonly MoreTool[];
  onPick: (tool: MoreTool) => void;
}

const LABELS: Record<MoreTool, string> = {
  errors: '错误日志',
  search: '搜索',
  theme: '主题配置',
  refresh: '刷新',
};

export function MoreTools({ tools, onPick }: MoreToolsProps) {
  const { entries } = useSnapshot(errorLog);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => onPick(value as MoreTool)}
      lazyMount
    >
      <Menu.Trigger asChild>
        <ToolButton icon="more" label="更多工具">
          <ErrorCount />
        </ToolButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label="更多工具">
            {tools.map((tool) => (
              <Menu.Item key={tool} value={tool}>
                {tool === 'errors' && entries.length > 0
                  ? `${LABELS.errors}（${entries.length}）`
                  : LABELS[tool]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

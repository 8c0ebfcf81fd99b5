import {
  Button,
  CloseButton,
  Drawer,
  Field,
  Flex,
  NativeSelect,
  Portal,
  Stack,
  Switch,
} from '@chakra-ui/react';
import { DRAWER_WIDTH } from '@practice/sdk';
import { THEME_NAMES, type ThemeName } from '@practice/ui-kit';
import { useSnapshot } from 'valtio';
import { restoreDefaultSettings, type Settings, saveSettings, settingsStore } from '../stores/settings.js';
import {
  COLUMN_STYLE_LABELS,
  LAYOUT_LABELS,
  randomTheme,
  SWITCHES,
  TAB_STYLE_LABELS,
  THEME_LABELS,
} from './drawer-options.js';

/*
 * The theme drawer (SPEC §2.2, 280 px): every change shows at once; 保存 keeps it across reloads, 恢复默认
 * goes back to the comprehensive layout and the green theme, 随机主题 picks another theme.
 */

type ChoiceKey = 'layout' | 'theme' | 'tabStyle' | 'columnStyle';

function Choice<K extends ChoiceKey>({
  name,
  label,
  labels,
}: {
  name: K;
  label: string;
  labels: Record<Settings[K], string>;
}) {
  const value = useSnapshot(settingsStore)[name];
  return (
    <Field.Root orientation="horizontal">
      <Field.Label flex="1">{label}</Field.Label>
      <NativeSelect.Root size="sm" w="32">
        <NativeSelect.Field
          aria-label={label}
          value={value}
          onChange={(event) => {
            settingsStore[name] = event.target.value as Settings[K];
          }}
        >
          {Object.entries(labels).map(([key, text]) => (
            <option key={key} value={key}>
              {text as string}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSnapshot(settingsStore);
  const themeLabels = Object.fromEntries(THEME_NAMES.map((n) => [n, THEME_LABELS[n]])) as Record<
    ThemeName,
    string
  >;

  return (
    // Drawn when first opened: its dozens of controls are not part of every page's start.
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end" lazyMount>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="theme-drawer" maxW={`${DRAWER_WIDTH}px`} w={`${DRAWER_WIDTH}px`}>
            <Drawer.Header>
              <Drawer.Title>主题配置</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="3">
                <Choice name="layout" label="布局" labels={LAYOUT_LABELS} />
                <Choice name="theme" label="主题" labels={themeLabels} />
                <Choice name="tabStyle" label="标签风格" labels={TAB_STYLE_LABELS} />
                <Choice name="columnStyle" label="分栏风格" labels={COLUMN_STYLE_LABELS} />
                {SWITCHES.map(({ key, label }) => (
                  <Switch.Root
                    key={key}
                    colorPalette="brand"
                    justifyContent="space-between"
                    checked={settings[key]}
                    onCheckedChange={(details) => {
                      settingsStore[key] = details.checked;
                    }}
                  >
                    <Switch.Label>{label}</Switch.Label>
                    <Switch.HiddenInput />
                    <Switch.Control />
                  </Switch.Root>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Stack w="full" gap="2">
                <Flex gap="2">
                  <Button
                    flex="1"
                    size="sm"
                    variant="outline"
                    onClick={() => (settingsStore.theme = randomTheme(settings.theme))}
                  >
                    随机主题
                  </Button>
                  <Button flex="1" size="sm" variant="outline" onClick={restoreDefaultSettings}>
                    恢复默认
                  </Button>
                </Flex>
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={() => {
                    saveSettings();
                    onClose();
                  }}
                >
                  保存
                </Button>
              </Stack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findReadyDialog } from '../testing/dialogs.js';
import { formatLocation, type MapLocation } from './location.js';
import { MapPickerDialog, type MapPickerDialogProps } from './map-picker-dialog.js';
import { MapServiceProvider } from './map-service.js';

/** A stand-in picker page: the frame never loads in tests, its messages are dispatched by the play functions. */
const PICKER_BASE = 'https://maps.example.test/tools/locpicker';
const PICKER_ORIGIN = 'https://maps.example.test';

type DemoProps = Omit<MapPickerDialogProps, 'open' | 'onClose'>;

function Demo(props: DemoProps) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState<MapLocation | null>(props.initial ?? null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>选择位置</Button>
      <Text>当前位置: {value ? formatLocation(value) : '未填写'}</Text>
      <MapPickerDialog
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(location) => {
          setValue(location);
          props.onConfirm(location);
        }}
      />
    </>
  );
}

const meta = {
  title: '对话框/MapPickerDialog',
  component: Demo,
  args: { onConfirm: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmButton = () => screen.getByRole('button', { name: '确定' });

const picked = {
  module: 'locationPicker',
  poiname: '武汉大学',
  poiaddress: '湖北省武汉市武昌区八一路299号',
  latlng: { lat: 30.5386, lng: 114.3655 },
};
const post = (data: unknown, origin: string) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

/**
 * The body is declared 660 px high; the rendered box may be shorter when the test window is, so the declared
 * rule is read from the style sheets instead of measuring.
 */
function declaredHeight(element: Element | null): string[] {
  if (!element) return [];
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter(
      (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText),
    )
    .map((rule) => rule.style.height)
    .filter(Boolean);
}

/** Posts until the place shows, since the message listener starts in an effect after the dialog renders. */
async function postUntilShown(dialog: HTMLElement, data: unknown, place: string) {
  await waitFor(() => {
    if (!within(dialog).queryByText(place)) post(data, PICKER_ORIGIN);
    expect(within(dialog).getByText(place)).toBeVisible();
  });
}

/** No map key: place, latitude and longitude are typed in and range-checked; the app says how to set a key. */
export const ManualEntry: Story = {
  decorators: [
    (Story) => (
      <MapServiceProvider value={{ setupHint: '平台管理员可在系统配置中设置 map.key' }}>
        <Story />
      </MapServiceProvider>
    ),
  ],
  play: async ({ args, canvas }) => {
    const dialog = await findReadyDialog('dialog');
    // The dialog fades in: wait for the animation rather than reading the first frame.
    const hint = within(dialog).getByText('平台管理员可在系统配置中设置 map.key');
    await waitFor(() => expect(hint).toBeVisible());
    await expect(declaredHeight(dialog.querySelector('.chakra-dialog__body'))).toContain('660px');
    await expect(confirmButton()).toBeDisabled();
    const ui = within(dialog);
    await userEvent.type(ui.getByLabelText(/地点名称/), '实训楼');
    await userEvent.type(ui.getByLabelText(/纬度/), '95');
    await userEvent.type(ui.getByLabelText(/经度/), '114.3');
    await expect(await ui.findByText('纬度须为 -90 到 90 之间的数字')).toBeVisible();
    await expect(confirmButton()).toBeDisabled();
    await userEvent.clear(ui.getByLabelText(/纬度/));
    await userEvent.type(ui.getByLabelText(/纬度/), '30.5');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledWith({ place: '实训楼', lat: 30.5, lng: 114.3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('当前位置: 实训楼,30.5,114.3')).toBeVisible();
  },
};

/** 取消 closes without choosing; reopening starts from the last confirmed value. */
export const CancelKeepsValue: Story = {
  args: { initial: { place: '图书馆', lat: 30.1, lng: 114.2 } },
  play: async ({ args }) => {
    const dialog = await findReadyDialog('dialog');
    await expect(within(dialog).getByLabelText(/地点名称/)).toHaveValue('图书馆');
    await expect(confirmButton()).toBeEnabled();
    await userEvent.clear(within(dialog).getByLabelText(/地点名称/));
    await expect(await within(dialog).findByText('请输入地点名称')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '选择位置' }));
    await expect(within(await findReadyDialog('dialog')).getByLabelText(/地点名称/)).toHaveValue('图书馆');
  },
};

/** With a key the picker page is framed; its postMessage from the frame's origin picks the place. */
export const FramePick: Story = {
  args: { mapKey: 'demo-key', pickerBaseUrl: PICKER_BASE },
  play: async ({ args }) => {
    const dialog = await findReadyDialog('dialog');
    const frame = within(dialog).getByTitle('地图选点');
    await expect(frame.getAttribute('src')).toContain('key=demo-key');
    await expect(frame.getAttribute('src')).toMatch(/^https:\/\/maps\.example\.test\/tools\/locpicker\?/);
    await expect(confirmButton()).toBeDisabled();
    await postUntilShown(dialog, picked, '武汉大学');
    await expect(confirmButton()).toBeEnabled();
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledWith({ place: '武汉大学', lat: 30.5386, lng: 114.3655 });
  },
};

/** Messages from any other origin, or from the right origin with another module, are ignored. */
export const WrongOriginIgnored: Story = {
  args: { mapKey: 'demo-key', pickerBaseUrl: PICKER_BASE },
  play: async () => {
    const dialog = await findReadyDialog('dialog');
    // The listener is subscribed in an effect, which may run just after the dialog appears: a first message
    // proves it is live. Dispatching is synchronous, so the two below reach it; an accepted one would replace
    // the shown place within a render.
    await postUntilShown(dialog, { ...picked, poiname: '对照地点' }, '对照地点');
    post(picked, 'https://evil.example');
    post({ ...picked, poiname: '另一模块', module: 'somethingElse' }, PICKER_ORIGIN);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(dialog).getByText('对照地点')).toBeVisible();
    await expect(within(dialog).queryByText('另一模块')).toBeNull();
    await expect(within(dialog).queryByText('武汉大学')).toBeNull();
  },
};

/** The key the app read at run time reaches the picker through the provider: the map is framed. */
export const KeyFromTheApp: Story = {
  args: { pickerBaseUrl: PICKER_BASE },
  decorators: [
    (Story) => (
      <MapServiceProvider value={{ mapKey: 'key-from-settings', setupHint: '不应出现' }}>
        <Story />
      </MapServiceProvider>
    ),
  ],
  play: async () => {
    const dialog = await findReadyDialog('dialog');
    const frame = within(dialog).getByTitle('地图选点');
    await expect(frame.getAttribute('src')).toContain('key=key-from-settings');
    await expect(within(dialog).queryByText('不应出现')).toBeNull();
  },
};

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import { UiKitProvider } from '../theme/provider.js';
import { PrettyValue } from './pretty-value.js';
import { InputKind, type TemplateFormItem } from './template-item.js';

afterEach(cleanup);

const place: TemplateFormItem = {
  fTemplateItemId: fixtureId('实习地点'),
  cTemplateItemName: '实习地点',
  fFontType: InputKind.location,
};
const workTime: TemplateFormItem = {
  fTemplateItemId: fixtureId('工作日期'),
  cTemplateItemName: '工作日期',
  fFontType: InputKind.dateTime,
};
const show = (value: string, item = place) =>
  render(
    <UiKitProvider>
      <PrettyValue item={item} value={value} />
    </UiKitProvider>,
  );

describe('PrettyValue of a map location', () => {
  it('reads the place, keeping the coordinates for the title', () => {
    show('上海市浦东新区张江高科技园区,31.2035,121.5902');
    const text = screen.getByText('上海市浦东新区张江高科技园区');
    expect(text.getAttribute('title')).toBe('上海市浦东新区张江高科技园区,31.2035,121.5902');
  });

  it('shows a value that is not a location as it is', () => {
    show('张江');
    expect(screen.getByText('张江')).toBeTruthy();
  });
});

describe('PrettyValue of a date and time', () => {
  it('reads as the spec shows it, whatever form the back end stored it in', () => {
    show('2026-04-17 17:30:00', workTime);
    expect(screen.getByText('2026/04/17 17:30:00')).toBeTruthy();
  });

  it('shows a value that is no date as it is, so that it is seen', () => {
    show('下周一', workTime);
    expect(screen.getByText('下周一')).toBeTruthy();
  });
});

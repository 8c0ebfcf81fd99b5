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
const show = (value: string) =>
  render(
    <UiKitProvider>
      <PrettyValue item={place} value={value} />
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

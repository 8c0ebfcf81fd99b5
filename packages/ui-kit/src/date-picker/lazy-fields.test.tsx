// @vitest-environment jsdom

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiKitProvider } from '../theme/provider.js';
import { DateRangeField, DateTimeField } from './lazy-fields.js';

/*
 * The date fields load Chakra's picker on first use: until then a stand-in of the input's size shows the
 * value, out of reach of assistive technology and of typing; then the picker takes its place with the same
 * value and its inputs' names.
 */

afterEach(cleanup);

/** The picker's first import, transformed on demand: seconds on a loaded machine, not testing-library's 1. */
const LOADED = { timeout: 15_000 };

describe('the date fields loaded on first use', () => {
  it('show the range in a stand-in at once, then in the picker', async () => {
    render(
      <UiKitProvider>
        <DateRangeField label="创建时间" begin="2024-09-01" end="2024-09-30" onChange={() => {}} />
      </UiKitProvider>,
    );
    const standIn = screen.getByText('2024/09/01');
    expect(standIn.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: '创建时间开始日期' })).toBeNull();

    const start = await screen.findByRole('textbox', { name: '创建时间开始日期' }, LOADED);
    expect(start).toHaveProperty('value', '2024/09/01');
    expect(screen.getByRole('textbox', { name: '创建时间结束日期' })).toHaveProperty('value', '2024/09/30');
    expect(screen.queryByText('2024/09/01')).toBeNull();
  });

  it('show a date-time as its day and time, and the placeholders when there is none', async () => {
    render(
      <UiKitProvider>
        <DateTimeField label="发布时间" value="2024-09-01 08:30:00" onChange={() => {}} />
        <DateTimeField label="截止时间" value="" onChange={() => {}} />
      </UiKitProvider>,
    );
    expect(screen.getByText('2024/09/01')).toBeTruthy();
    expect(screen.getByText('08:30:00')).toBeTruthy();
    expect(screen.getByText('HH:mm:ss')).toBeTruthy();

    expect(await screen.findByRole('textbox', { name: '发布时间日期' }, LOADED)).toHaveProperty(
      'value',
      '2024/09/01',
    );
    expect(screen.getByRole('textbox', { name: '发布时间时间' })).toHaveProperty('value', '08:30:00');
  });
});

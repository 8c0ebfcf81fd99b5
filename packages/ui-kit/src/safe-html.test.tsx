// @vitest-environment jsdom

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.js';
import { UiKitProvider } from './theme/provider.js';

afterEach(cleanup);

/** What SafeHtml put into the page for `html`: the inner markup of its own element. */
const drawn = (html: string | null) => {
  const { getByTestId } = render(
    <UiKitProvider>
      <SafeHtml html={html} data-testid="rich" />
    </UiKitProvider>,
  );
  return getByTestId('rich');
};

describe('<SafeHtml>', () => {
  it('drops a script, its code included', () => {
    const shown = drawn('<p>正文</p><script>window.hacked = 1</script>');
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.innerHTML).toBe('<p>正文</p>');
  });

  it('drops an onerror handler but keeps the picture', () => {
    const img = drawn('<img src="a.png" onerror="alert(1)" alt="图">').querySelector('img');
    expect(img?.getAttribute('src')).toBe('a.png');
    expect(img?.getAttribute('alt')).toBe('图');
    expect(img?.hasAttribute('onerror')).toBe(false);
  });

  it('drops a javascript: URL but keeps the link text', () => {
    const link = drawn('<a href="javascript:alert(1)">链接</a>').querySelector('a');
    expect(link?.textContent).toBe('链接');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('keeps the markup the editor writes', () => {
    const html =
      '<h3>标题</h3><p><b>粗</b><i>斜</i><u>下划线</u></p><ul><li>一</li></ul><table><tbody><tr><td>格</td></tr></tbody></table><a href="https://a.example/x" target="_blank">外链</a>';
    expect(drawn(html).innerHTML).toBe(html);
  });

  it('draws nothing for no text', () => {
    expect(drawn(null).innerHTML).toBe('');
  });

  it('passes layout props to its element', () => {
    const { getByLabelText } = render(
      <UiKitProvider>
        <SafeHtml html="<p>描述</p>" aria-label="职位描述" as="section" />
      </UiKitProvider>,
    );
    expect(getByLabelText('职位描述').tagName).toBe('SECTION');
  });
});

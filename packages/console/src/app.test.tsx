// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App, isInternetExplorer } from './app.js';

afterEach(cleanup);

describe('the Internet Explorer warning (SPEC §2.2)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', true],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36', false],
  ])('%s -> %s', (ua, expected) => expect(isInternetExplorer(ua)).toBe(expected));

  it('blocks the app with the upgrade page', () => {
    render(<App userAgent="Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko" />);
    expect(screen.getByText('请升级您的浏览器')).toBeTruthy();
    expect(screen.queryByLabelText('用户名')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { countImages, hasVisibleContent, sanitizeHtml } from './sanitize.js';

const hostile = [
  '<p onclick="alert(1)">正文<script>alert(2)</script></p>',
  '<img src="x" onerror="alert(3)">',
  '<a href="javascript:alert(4)">链接</a>',
  '<a href=" JaVaScRiPt:alert(5)">链接2</a>',
  '<svg><script>alert(6)</script><circle onload="alert(7)"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(9))">样式</div>',
  '<form action="https://evil.example"><input name="p"></form>',
  // Last, because its unclosed elements swallow whatever follows.
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(8)>',
].join('');

describe('sanitizeHtml', () => {
  const clean = sanitizeHtml(hostile);

  it('removes scripts, frames and forms', () => {
    expect(clean).not.toMatch(/<script|<iframe|<form|<input|<style/i);
  });

  it('removes every event handler', () => {
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('removes javascript: URLs, however they are spelled', () => {
    expect(clean.toLowerCase()).not.toContain('javascript:');
  });

  it('keeps the harmless content', () => {
    expect(clean).toContain('<p>正文</p>');
    expect(clean).toContain('链接');
    expect(clean).toContain('样式');
    expect(clean).toContain('<img src="x">');
  });

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h3>标题</h3><p><b>粗</b><i>斜</i><u>下划线</u></p><ul><li>一</li></ul><ol><li>二</li></ol><a href="https://a.example/x">外链</a><img src="data:image/png;base64,AAAA" alt="图">';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('hasVisibleContent', () => {
  it.each([
    ['', false],
    ['<p><br></p>', false],
    ['<p>&nbsp; </p>', false],
    ['<script>alert(1)</script>', false],
    ['<p>文字</p>', true],
    ['<p><img src="a.png"></p>', true],
  ])('%j → %s', (html, expected) => {
    expect(hasVisibleContent(html)).toBe(expected);
  });
});

describe('countImages', () => {
  it('counts img tags', () => {
    expect(countImages('<p><img src="a"><IMG src="b"></p><imgx>')).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { signIn } from './ops/specific/system/test-client.js';
import { sanitizeRichText } from './rich-text.js';

// Rich text is cleaned when it is stored, by the allow-list the console uses to show it (security issue
// item 8): a school system calling the API directly cannot store a script for every reader.
const HOSTILE = [
  '<p>公司简介<img src="x" onerror="alert(1)"></p>',
  '<script>alert(2)</script>',
  '<a href="javascript:alert(3)">链接</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="position:fixed" onclick="alert(4)" id="login">文字</p>',
  '<svg><set attributeName="onmouseover" to="alert(5)"/></svg>',
].join('');

describe('stored rich text', () => {
  it('keeps what an editor writes and drops scripts, handlers, frames, styles and javascript: links', async () => {
    const kept =
      '<h2>标题</h2><p><strong>加粗</strong><font color="#c00">红字</font></p><ul><li>一</li></ul>' +
      '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table><a href="https://example.edu.cn/a" target="_blank">链接</a>' +
      '<img src="/files/default/rich-text/a---图.png" alt="图">';
    expect(await sanitizeRichText(kept)).toBe(kept);
    const cleaned = await sanitizeRichText(HOSTILE);
    for (const bad of [
      'onerror',
      'onclick',
      '<script',
      'javascript:',
      '<iframe',
      'style=',
      'id=',
      '<svg',
      '<set',
    ])
      expect(cleaned).not.toContain(bad);
    expect(cleaned).toContain('公司简介');
    expect(cleaned).toContain('文字');
  });

  describe('through the API', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    }, 180_000);
    afterAll(() => server?.close());

    it('is stored cleaned, whoever calls', async () => {
      const { sdk } = await signIn(server.url, 'school');
      const company = (await sdk.GetCompanyPageList({ pageNumber: 1, pageSize: 1 })).List[0]!;
      await sdk.EditCompany({ ...company, cDesc: HOSTILE } as never);
      const stored = await sdk.GetCompanyModel({ fCompanyId: company.fCompanyId });
      expect(stored.cDesc).toContain('公司简介');
      expect(stored.cDesc).not.toMatch(/onerror|<script|javascript:|<iframe|onclick/);
    });
  });
});

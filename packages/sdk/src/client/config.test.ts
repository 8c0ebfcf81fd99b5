import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config.js';

describe('resolveConfig: API bases', () => {
  it.each([
    // [baseUrl, system, internship, gateway]
    [undefined, '/AuthSubAccountSystemWeb', '/WDPracticeInternshipPlugin', '/WDPracticeGatewayPlugin'],
    [
      'https://school.example',
      'https://school.example/AuthSubAccountSystemWeb',
      'https://school.example/WDPracticeInternshipPlugin',
      'https://school.example/WDPracticeGatewayPlugin',
    ],
    // Behind a proxy's path prefix, as the production back end is.
    [
      'https://host/api',
      'https://host/api/AuthSubAccountSystemWeb',
      'https://host/api/WDPracticeInternshipPlugin',
      'https://host/api/WDPracticeGatewayPlugin',
    ],
    [
      'https://host/api/',
      'https://host/api/AuthSubAccountSystemWeb',
      'https://host/api/WDPracticeInternshipPlugin',
      'https://host/api/WDPracticeGatewayPlugin',
    ],
    [
      '/api',
      '/api/AuthSubAccountSystemWeb',
      '/api/WDPracticeInternshipPlugin',
      '/api/WDPracticeGatewayPlugin',
    ],
  ])('baseUrl %s', (baseUrl, system, internship, gateway) => {
    const resolved = resolveConfig(baseUrl === undefined ? {} : { baseUrl });
    expect(resolved.apiBase('system')).toBe(system);
    expect(resolved.apiBase('internship')).toBe(internship);
    expect(resolved.apiBase('gateway')).toBe(gateway);
  });

  it('joins configured bases under the path with one slash, however they are written', () => {
    const resolved = resolveConfig({
      baseUrl: 'https://host/api/',
      systemBase: 'Auth',
      pluginBase: () => '/Plugin/',
      gatewayBase: '/Gateway',
    });
    expect(resolved.apiBase('system')).toBe('https://host/api/Auth');
    expect(resolved.apiBase('internship')).toBe('https://host/api/Plugin');
    expect(resolved.apiBase('gateway')).toBe('https://host/api/Gateway');
  });

  it('takes a base that is a full URL of its own as it is', () => {
    const resolved = resolveConfig({
      baseUrl: 'https://host/api',
      gatewayBase: 'https://portal.example/gw/',
    });
    expect(resolved.apiBase('gateway')).toBe('https://portal.example/gw');
  });
});

describe('resolveConfig: file URLs', () => {
  const behindProxy = resolveConfig({ baseUrl: 'https://host/api', ossBase: 'https://bucket.example/' });

  it.each([
    [
      'a stored path',
      'Internship/cFilePath/1---报告.pdf',
      'https://host/api/files/Internship/cFilePath/1---%E6%8A%A5%E5%91%8A.pdf',
    ],
    ['a URL on the back end', '/files/packs/a.zip', 'https://host/api/files/packs/a.zip'],
    ['an object-storage path', 'oss/school/a b.png', 'https://bucket.example/school/a%20b.png'],
    ['a full URL', 'https://cdn.example/x.png', 'https://cdn.example/x.png'],
  ])('%s goes under the base URL path', (_, path, url) => {
    expect(behindProxy.fileUrl(path)).toBe(url);
  });

  it('serves stored files from fileBase, under the base URL unless it is a full URL', () => {
    expect(resolveConfig({ baseUrl: 'https://host/api', fileBase: 'static' }).fileUrl('a.pdf')).toBe(
      'https://host/api/static/a.pdf',
    );
    expect(
      resolveConfig({ baseUrl: 'https://host/api', fileBase: 'https://cdn.example/f/' }).fileUrl('a.pdf'),
    ).toBe('https://cdn.example/f/a.pdf');
    expect(resolveConfig({}).fileUrl('a.pdf')).toBe('/files/a.pdf');
  });
});

describe('resolveConfig: credentials', () => {
  it("sends cookies by default (SPEC §7 'with credentials') and takes the configured mode", () => {
    expect(resolveConfig({}).credentials).toBe('include');
    expect(resolveConfig({ credentials: 'same-origin' }).credentials).toBe('same-origin');
  });
});

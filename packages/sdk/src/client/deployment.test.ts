import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonAnswer, pathOf, type SentRequest } from '../../test/fake-fetch.js';
import { hexId } from '../../test/ids.js';
import { batchDownload } from '../files/batch-download.js';
import { downloadFile, previewFile } from '../files/download.js';
import { uploadFile } from '../files/upload.js';
import type { SdkConfig } from './config.js';
import { createSdk } from './create.js';

/*
 * How the production back end is deployed: behind a proxy's path prefix (https://host/api/...), and signed
 * in by its session cookie (_AuthSubAccountSystem) as well as the bearer token. Every kind of request the SDK
 * makes (a call of each API, an upload, a binary download, a stored file, a batch download) must go under the
 * prefix and carry the configured credentials mode.
 */

const BASE = 'https://host/api';
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

const answer = (request: SentRequest) => {
  const path = pathOf(request);
  if (path.endsWith('/Upload/BatchUpload'))
    return jsonAnswer({ Code: 10000, Message: '', FileList: ['a.txt&&Internship/cFilePath/1---a.txt'] });
  if (path.endsWith('/AppUser/AppUserImport'))
    return jsonAnswer({ Code: 200, Content: { imported: 1, errors: [] } });
  if (path.endsWith('/AppUser/GetAppUserImportTemplate')) return new Response(new Uint8Array([1, 2]));
  if (path.endsWith('/ProjectTeam/BatchDownloadProjectTeam'))
    return jsonAnswer({ Code: 200, Content: '/files/packs/team.zip' });
  if (path.startsWith('/api/files/'))
    return new Response(PDF, { headers: { 'content-type': 'application/pdf' } });
  if (path.includes('/api/v1/')) return jsonAnswer({ Code: 200, Message: '', Content: null });
  return undefined;
};

/** One request of every kind, in order. */
async function everyKindOfRequest(config: SdkConfig) {
  const { fetch, sent } = fakeFetch(answer);
  const sdk = createSdk({ baseUrl: BASE, ...config, fetch });
  await sdk.LoginOut({});
  await sdk.DeleteInternshipInfoIDS({ ids: [hexId(1)] });
  await sdk.DeleteGatewayNewsInfoIDS({ ids: [hexId(2)] });
  await uploadFile(sdk, new Blob(['abc']), 'a.txt');
  await sdk.AppUserImport({ file: new Blob(['x']), fileName: 'users.xlsx' });
  await sdk.GetAppUserImportTemplate();
  await downloadFile(sdk, 'Internship/cFilePath/1---a.pdf');
  await previewFile(sdk, 'Internship/cFilePath/1---b.pdf');
  await batchDownload(sdk, 'BatchDownloadProjectTeam', { ids: [hexId(3)] });
  return sent;
}

describe('a back end behind a path prefix', () => {
  it('receives every call, upload, download and file under the base URL path', async () => {
    const sent = await everyKindOfRequest({ token: () => 't' });
    expect(sent.map((r) => r.url)).toEqual([
      `${BASE}/AuthSubAccountSystemWeb/api/v1/Home/LoginOut`,
      `${BASE}/WDPracticeInternshipPlugin/api/v1/InternshipInfo/DeleteInternshipInfoIDS`,
      `${BASE}/WDPracticeGatewayPlugin/api/v1/GatewayNewsInfo/DeleteGatewayNewsInfoIDS`,
      `${BASE}/WDPracticeInternshipPlugin/api/v1/Upload/BatchUpload?folder=Internship%2FcFilePath`,
      `${BASE}/AuthSubAccountSystemWeb/api/v1/AppUser/AppUserImport`,
      `${BASE}/AuthSubAccountSystemWeb/api/v1/AppUser/GetAppUserImportTemplate`,
      `${BASE}/files/Internship/cFilePath/1---a.pdf`,
      `${BASE}/files/Internship/cFilePath/1---b.pdf`,
      `${BASE}/WDPracticeInternshipPlugin/api/v1/ProjectTeam/BatchDownloadProjectTeam`,
      `${BASE}/files/packs/team.zip`,
    ]);
  });

  it('keeps the prefix when the plugin base changes at run time', async () => {
    const { fetch, sent } = fakeFetch(answer);
    const sdk = createSdk({ baseUrl: `${BASE}/`, fetch });
    sdk.setPluginBase('OtherPlugin');
    await sdk.DeleteInternshipInfoIDS({ ids: [hexId(1)] });
    expect(sent[0]?.url).toBe(`${BASE}/OtherPlugin/api/v1/InternshipInfo/DeleteInternshipInfoIDS`);
  });
});

describe('cookie sessions', () => {
  it("send cookies with every request by default ('include'), beside the bearer token", async () => {
    const sent = await everyKindOfRequest({ token: () => 't' });
    expect(sent).toHaveLength(10);
    for (const r of sent) {
      expect(r.credentials, r.url).toBe('include');
      expect(r.headers.get('authorization'), r.url).toBe('Bearer t');
    }
  });

  it('may sign every request with the session cookie alone: no token, no Authorization header', async () => {
    const sent = await everyKindOfRequest({ credentials: 'same-origin' });
    expect(sent).toHaveLength(10);
    for (const r of sent) {
      expect(r.credentials, r.url).toBe('same-origin');
      expect(r.headers.has('authorization'), r.url).toBe(false);
    }
  });
});

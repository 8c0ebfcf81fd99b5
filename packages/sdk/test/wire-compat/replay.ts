import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSdk } from '../../src/client/create.js';
import { fakeFetch, jsonAnswer, pathOf } from '../fake-fetch.js';

/*
 * Answers recorded in the shape the production back end gives them (recordings/*.json, one per operation):
 * 32-hex ids, fields the contract does not declare, numbers written as strings, Code in its several forms.
 * They are played to an SDK configured as that deployment is (behind the /api path prefix) through a fake
 * fetch, so every test sees exactly what the SDK sent and what it made of the answer.
 */

export const PRODUCTION_BASE_URL = 'https://host/api';

interface Recording {
  request: { method: 'GET' | 'POST'; path: string };
  response: { status: number; body: unknown };
}

const folder = join(import.meta.dirname, 'recordings');

/** Every recording, by 'METHOD path'. */
function loadRecordings(): Map<string, Recording> {
  const byRoute = new Map<string, Recording>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const recording = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Recording;
    byRoute.set(`${recording.request.method} ${recording.request.path}`, recording);
  }
  return byRoute;
}

/** An SDK that talks to the recordings in full validation mode, and the requests it sent. */
export function replaySdk() {
  const recordings = loadRecordings();
  const { fetch, sent } = fakeFetch((request) => {
    const recording = recordings.get(`${request.method} ${pathOf(request)}`);
    return recording && jsonAnswer(recording.response.body, recording.response.status);
  });
  const sdk = createSdk({ baseUrl: PRODUCTION_BASE_URL, token: () => 'token', validate: 'full', fetch });
  return { sdk, sent };
}

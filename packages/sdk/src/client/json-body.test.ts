import { describe, expect, it } from 'vitest';
import { operations } from '../contract/catalogue.js';
import { createSdk } from '../index.js';

// The server refuses a JSON-bodied call sent as anything but application/json (415, a login-CSRF guard);
// the SDK must therefore send that type with every such call, also when the caller passes no input.
describe('JSON bodies', () => {
  it('are sent as application/json for every POST operation without a file', async () => {
    const seen: (string | null)[] = [];
    const sdk = createSdk({
      baseUrl: 'http://server.test',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        seen.push(request.headers.get('content-type'));
        return new Response(JSON.stringify({ Code: 200, Message: 'ok', Content: null }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const call = sdk as unknown as Record<string, (input?: unknown) => Promise<unknown>>;
    for (const name of ['LoginOut', 'LoginCheck']) {
      await call[name]?.(name === 'LoginCheck' ? { cUserName: 'a', cPassword: 'b' } : undefined).catch(
        () => null,
      );
    }
    expect(seen).toHaveLength(2);
    for (const type of seen) expect(type).toMatch(/^application\/json\b/);
    expect(operations.filter((o) => o.method === 'POST' && !o.multipart && !o.body)).toEqual([]);
  });
});

import { proxy } from 'valtio';

/*
 * SPEC §9: "debounce and loading overlay apply to URLs containing doEdit". While such a write runs the
 * overlay covers the page; the same write sent again before the first answers (a double click) is not sent
 * twice: it shares the first one's response.
 */

export const busyStore = proxy({ writes: 0 });

const DEBOUNCED = 'doEdit';

const bodyKey = (body: BodyInit | null | undefined) => (typeof body === 'string' ? body : '');

export function debouncedFetch(base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  const inFlight = new Map<string, Promise<Response>>();
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes(DEBOUNCED)) return base(input, init);
    const key = `${init?.method ?? 'GET'} ${url} ${bodyKey(init?.body)}`;
    const pending = inFlight.get(key);
    if (pending) return pending.then((r) => r.clone());
    busyStore.writes += 1;
    const request = base(input, init).finally(() => {
      inFlight.delete(key);
      busyStore.writes -= 1;
    });
    inFlight.set(key, request);
    return request.then((r) => r.clone());
  };
}

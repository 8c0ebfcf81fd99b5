/**
 * A stand-in for `fetch` that answers from a table and records what the SDK sent, for tests that need no
 * socket: the URL, method, credentials mode, headers and body of each request, whichever way it was called
 * (openapi-fetch passes a Request; downloads pass a URL and an init).
 */
export interface SentRequest {
  url: string;
  method: string;
  credentials: RequestCredentials | undefined;
  headers: Headers;
  /** The body as text ('' when there was none); multipart bodies arrive as their encoded text. */
  body: string;
}

/** Answers a request; `undefined` means no route, which is a 404. */
export type Answer = (request: SentRequest) => Response | undefined | Promise<Response | undefined>;

export function fakeFetch(answer: Answer) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const recorded: SentRequest = {
      url: request.url,
      method: request.method,
      // A Request built from init reports the default 'same-origin' when init gave none: read init first.
      credentials: init?.credentials ?? (input instanceof Request ? input.credentials : undefined),
      headers: request.headers,
      body: request.body ? await request.text() : '',
    };
    sent.push(recorded);
    return (await answer(recorded)) ?? new Response('', { status: 404, statusText: 'Not Found' });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

/** A JSON answer as a back end writes it: the exact text, so string numbers stay strings. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/** The path and query of a sent URL, for matching answers. */
export const pathOf = (request: SentRequest) => new URL(request.url).pathname;

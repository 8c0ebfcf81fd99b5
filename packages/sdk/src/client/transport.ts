import createClient, { type Client } from 'openapi-fetch';
import type { OperationDef } from '../contract/operation.js';
import type { ResolvedConfig } from './config.js';
import { deadline } from './deadline.js';

export interface RawResponse {
  status: number;
  statusText: string;
  /** Parsed JSON body, or undefined when the body was empty or not JSON. */
  json: unknown;
  blob?: Blob;
}

export interface SendInput {
  query?: Record<string, unknown>;
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  timeoutMs: number;
}

type AnyClient = Client<Record<string, Record<string, unknown>>>;

/**
 * One openapi-fetch client per API base. The internship base can change at run time (the plugin base),
 * so clients are cached by their resolved base URL rather than created once.
 */
export function createTransport(resolved: ResolvedConfig) {
  const clients = new Map<string, AnyClient>();
  const clientFor = (baseUrl: string) => {
    let client = clients.get(baseUrl);
    if (!client) {
      client = createClient({
        baseUrl,
        credentials: resolved.credentials,
        ...(resolved.config.fetch ? { fetch: resolved.config.fetch } : {}),
      }) as unknown as AnyClient;
      clients.set(baseUrl, client);
    }
    return client;
  };

  return async function send(op: OperationDef, input: SendInput): Promise<RawResponse> {
    const token = await resolved.config.token?.();
    const limit = deadline(input.timeoutMs, input.signal);
    const client = clientFor(resolved.apiBase(op.api));
    const method = op.method === 'GET' ? client.GET : client.POST;
    try {
      const { response, data, error } = await method(
        op.path as never,
        {
          params: { query: input.query },
          ...(input.form ? { body: input.form, bodySerializer: (b: unknown) => b } : {}),
          ...(input.body !== undefined && !input.form ? { body: input.body } : {}),
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          signal: limit.signal,
          parseAs: op.response === 'binary' ? 'blob' : 'text',
        } as never,
      );
      const text = (data ?? error) as unknown;
      if (op.response === 'binary' && response.ok) {
        return {
          status: response.status,
          statusText: response.statusText,
          json: undefined,
          blob: text as Blob,
        };
      }
      return { status: response.status, statusText: response.statusText, json: parseJson(text) };
    } catch (cause) {
      throw limit.failure(cause, op.name);
    }
  };
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? undefined;
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // An HTML error page from a proxy: the status decides the message.
    return undefined;
  }
}

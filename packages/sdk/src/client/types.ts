import type { operations as GatewayOperations } from '../generated/gateway.js';
import type { operations as InternshipOperations } from '../generated/internship.js';
import type { operations as SystemOperations } from '../generated/system.js';

/*
 * The SDK's types come from the OpenAPI documents (openapi-typescript), not from hand-written interfaces:
 * one operation's input and result are read off its generated entry.
 */

export type Operations = SystemOperations & InternshipOperations & GatewayOperations;
export type OperationName = keyof Operations & string;

type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? (Q extends undefined ? never : Q) : never;
type JsonBodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type IsMultipart<O> = O extends { requestBody: { content: { 'multipart/form-data': unknown } } }
  ? true
  : false;
type SuccessOf<O> = O extends { responses: { 200: { content: infer C } } } ? C : never;

/** A file to upload: a Blob or File, with a name where the Blob has none. */
export interface UploadInput<Q> {
  file: Blob;
  fileName?: string;
  query?: Q;
}

/** What a call takes: the query for reads, the body for writes, the file (and query) for uploads. */
export type InputOf<N extends OperationName> =
  IsMultipart<Operations[N]> extends true
    ? UploadInput<QueryOf<Operations[N]>>
    : [JsonBodyOf<Operations[N]>] extends [never]
      ? [QueryOf<Operations[N]>] extends [never]
        ? Record<string, never>
        : QueryOf<Operations[N]>
      : JsonBodyOf<Operations[N]>;

/** What a call resolves with: the envelope's Content, BatchUpload's whole FileList response, or a Blob. */
export type ResultOf<N extends OperationName> =
  SuccessOf<Operations[N]> extends { 'application/json': infer R }
    ? R extends { Content: infer C }
      ? C
      : R
    : Blob;

export interface CallOptions {
  /** Cancels the call; it then rejects with kind 'cancelled' (请求已取消!). */
  signal?: AbortSignal;
  /** Overrides the operation's timeout. */
  timeoutMs?: number;
  /**
   * The caller words the failure itself (an import's refusal alert, an upload field's message): onError is
   * not told, so the user does not read it twice. A 401 or 403 still reaches its hook.
   */
  silent?: boolean;
}

/** Calls whose every input field is optional may be called with no argument. */
export type OperationFunction<N extends OperationName> =
  {} extends InputOf<N>
    ? (input?: InputOf<N>, options?: CallOptions) => Promise<ResultOf<N>>
    : (input: InputOf<N>, options?: CallOptions) => Promise<ResultOf<N>>;

export type OperationFunctions = { readonly [N in OperationName]: OperationFunction<N> };

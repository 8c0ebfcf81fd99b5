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

/** The entities with a standard page list (Get{E}PageList): the names a typed list screen takes. */
export type ListedEntity = {
  [N in OperationName]: N extends `Get${infer E}PageList` ? E : never;
}[OperationName];

/**
 * An entity's row as its page list answers it, read off the generated contract: RowOf<'InternshipDiary'> has
 * fInternshipDiaryId, cTitle, fStatus, the joined cRealName ... each typed as the wire carries it.
 */
export type RowOf<E extends ListedEntity> =
  ResultOf<`Get${E}PageList` & OperationName> extends { List: readonly (infer R)[] } ? R : never;

/** A type's declared keys, without the index signature a loose (extensible) row carries. */
export type DeclaredKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};

/** The fields an entity's page-list row declares: a misspelt one is a type error. */
export type FieldOf<E extends ListedEntity> = DeclaredKeys<RowOf<E>> & string;

/** A row of any page-list call, as it answers it: ListRowOf<'GetProjectInfoRegistrationPageList'>. */
export type ListRowOf<N extends OperationName> =
  ResultOf<N> extends { List: readonly (infer R)[] } ? R : never;

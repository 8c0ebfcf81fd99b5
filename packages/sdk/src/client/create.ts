import { operationByName, operations } from '../contract/catalogue.js';
import type { OperationDef } from '../contract/operation.js';
import { writesRows } from '../contract/writes.js';
import { BATCH_DOWNLOAD_TIMEOUT_MS } from '../helpers/constants.js';
import { type ResolvedConfig, resolveConfig, type SdkConfig } from './config.js';
import { type EnvelopeLike, errorFromResponse, SdkError } from './errors.js';
import { createTransport } from './transport.js';
import type {
  CallOptions,
  InputOf,
  OperationFunctions,
  OperationName,
  ResultOf,
  UploadInput,
} from './types.js';
import { validateContent, validateInput } from './validate.js';

export interface PracticeSdk extends OperationFunctions {
  /** Calls an operation by name: the same as the named function. */
  call<N extends OperationName>(name: N, input?: InputOf<N>, options?: CallOptions): Promise<ResultOf<N>>;
  /** Changes the internship plugin base for every later call. */
  setPluginBase(pluginBase: string): void;
  /** The resolved base URL of an API (for downloads and previews built from returned paths). */
  readonly config: ResolvedConfig;
}

const DEFAULT_VALIDATE_STEP_MS = 10;

/**
 * Creates the client: one typed function per operation of the catalogue, each validating its input,
 * sending it with the bearer token, mapping every failure to an SdkError and validating the Content.
 */
export function createSdk(config: SdkConfig = {}): PracticeSdk {
  let current = { ...config };
  let resolved = resolveConfig(current);
  let send = createTransport(resolved);

  async function run(op: OperationDef, input: unknown, options: CallOptions = {}): Promise<unknown> {
    try {
      const request = await prepare(op, input);
      const timeoutMs =
        options.timeoutMs ??
        op.timeoutMs ??
        (op.kind === 'download' ? BATCH_DOWNLOAD_TIMEOUT_MS : resolved.timeoutMs);
      const raw = await send(op, {
        ...request,
        timeoutMs,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (raw.blob) return raw.blob;
      const failure = errorFromResponse(
        raw.status,
        raw.statusText,
        raw.json as EnvelopeLike | undefined,
        op.name,
      );
      if (failure) throw failure;
      const content = await validateContent(op, raw.json ?? {}, {
        mode: current.validate ?? 'full',
        stepMs: current.validateStepMs ?? DEFAULT_VALIDATE_STEP_MS,
      });
      // Queued, so that a listener's own failure surfaces on its own and never fails the write it heard of;
      // it still runs before the caller's continuation, which then finds stale answers already dropped.
      const onWritten = current.onWritten;
      if (onWritten && writesRows(op))
        queueMicrotask(() =>
          onWritten({
            operation: op.name,
            entity: op.entity,
            ...(op.changes ? { changes: op.changes } : {}),
            input,
          }),
        );
      return content;
    } catch (error) {
      const sdkError =
        error instanceof SdkError
          ? error
          : new SdkError({ kind: 'network', message: String(error), operation: op.name, cause: error });
      report(sdkError, options.silent === true);
      throw sdkError;
    }
  }

  function report(error: SdkError, silent: boolean) {
    if (error.unauthorized) current.onUnauthorized?.(error);
    else if (error.forbidden) current.onForbidden?.(error);
    if (silent || !current.onError) return;
    current.onError(error);
    error.shown = true;
  }

  const sdk = {
    call: (name: string, input?: unknown, options?: CallOptions) => {
      const op = operationByName.get(name);
      if (!op)
        return Promise.reject(
          new SdkError({ kind: 'validation', message: `未知的接口: ${name}`, operation: name }),
        );
      return run(op, input, options);
    },
    setPluginBase(pluginBase: string) {
      current = { ...current, pluginBase };
      resolved = resolveConfig(current);
      send = createTransport(resolved);
    },
    get config() {
      return resolved;
    },
  } as Record<string, unknown>;
  for (const op of operations)
    sdk[op.name] = (input?: unknown, options?: CallOptions) => run(op, input, options);
  return sdk as unknown as PracticeSdk;
}

async function prepare(op: OperationDef, input: unknown) {
  if (op.multipart) {
    const upload = (input ?? {}) as Partial<UploadInput<unknown>>;
    if (!(upload.file instanceof Blob)) {
      throw new SdkError({ kind: 'validation', message: '请选择要上传的文件', operation: op.name });
    }
    const query = (await validateInput(op.query, upload.query, op)) as Record<string, unknown> | undefined;
    const form = new FormData();
    const name = upload.fileName ?? (upload.file as File).name ?? 'file';
    form.append(op.multipart.field, upload.file, name);
    return { form, ...(query ? { query } : {}) };
  }
  if (op.method === 'GET') {
    return { query: (await validateInput(op.query, input, op)) as Record<string, unknown> | undefined };
  }
  return { body: await validateInput(op.body, input, op) };
}

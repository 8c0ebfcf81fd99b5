import { APIS, DEFAULT_PLUGIN_BASE } from '../contract/apis.js';
import type { ApiName } from '../contract/operation.js';
import { REQUEST_TIMEOUT_MS } from '../helpers/constants.js';
import type { SdkError } from './errors.js';

export type Awaitable<T> = T | Promise<T>;

export interface SdkConfig {
  /**
   * Where the back end answers: an origin ('https://school.example'), or an origin with the path prefix a
   * proxy puts the APIs under ('https://host/api': the internship API then answers at
   * https://host/api/WDPracticeInternshipPlugin/api/v1/...). Every call, upload, download and file URL goes
   * under it. '' or omitted: the page's own origin.
   */
  baseUrl?: string;
  /**
   * Path prefixes of the three APIs, under baseUrl (or full URLs of their own); the internship one is the
   * plugin base, replaceable at run time.
   */
  systemBase?: string;
  pluginBase?: string | (() => string);
  gatewayBase?: string;
  /**
   * The bearer token, read before every call (SPEC §9: kept in local storage by the console). Optional: a
   * browser console on the same site as the back end may rely on its session cookie alone (credentials).
   */
  token?: () => Awaitable<string | null | undefined>;
  /** Default 10 000 ms (SPEC §9). */
  timeoutMs?: number;
  /** Called on 401 from the body's Code or the status: reset the session and go to sign-in. */
  onUnauthorized?: (error: SdkError) => void;
  /** Called on 403: go to /403. */
  onForbidden?: (error: SdkError) => void;
  /** Called for every failed call (the console shows the message as a toast for 3000 ms). */
  onError?: (error: SdkError) => void;
  /**
   * Called after every successful call that may have changed stored rows (`writesRows`): a client that
   * keeps answers drops those of the written entity (`entitiesShowing`), or all of them when none is named.
   */
  onWritten?: (write: WrittenCall) => void;
  /**
   * 'full' checks every row of a page against its schema; 'envelope' checks the envelope and page shape and
   * that each row is an object, trusting the fields (for very large pages from a trusted back end).
   */
  validate?: 'full' | 'envelope';
  /** Longest time spent checking rows before yielding to the event loop (default 10 ms), so that a
   * 999 999-row page never freezes a tab. */
  validateStepMs?: number;
  /**
   * Where stored files are served from, under baseUrl unless it is a full URL (default '/files'): a returned
   * path 'a/b.pdf' downloads from {baseUrl}{fileBase}/a/b.pdf.
   */
  fileBase?: string;
  /** Where 'oss/...' paths are served from (the bucket's URL) when files live in object storage. */
  ossBase?: string;
  fetch?: typeof fetch;
  /**
   * Whether the browser sends its cookies with every call, upload and download (SPEC §7 "with credentials";
   * default 'include'). The production back end also accepts its session cookie (_AuthSubAccountSystem) in
   * place of the bearer token, so a console served from the same site may sign calls with the cookie alone:
   * 'include' (or 'same-origin' when the console and the APIs share an origin) and no `token`. Across
   * origins, 'include' needs the back end to allow credentials in its CORS answer.
   */
  credentials?: RequestCredentials;
}

/** A successful write: the operation, the entity it belongs to (if any) and the input it was given. */
export interface WrittenCall {
  readonly operation: string;
  readonly entity?: string;
  /** The entities whose rows it changed, when the catalogue says they are not (only) its entity's. */
  readonly changes?: readonly string[];
  readonly input: unknown;
}

export interface ResolvedConfig {
  readonly config: SdkConfig;
  apiBase(api: ApiName): string;
  /** The URL a stored path downloads from (SPEC §7.4: 'oss/' paths are served via object storage). */
  fileUrl(path: string): string;
  readonly timeoutMs: number;
  /** What every request, upload and download sends as its fetch `credentials`. */
  readonly credentials: RequestCredentials;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');
const isFullUrl = (s: string) => /^[a-z][a-z\d+.-]*:/i.test(s);
const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/');

/**
 * `part` under `root` with exactly one slash between them, whichever of them carries slashes of its own
 * ('https://host/api/' + '/files' and 'https://host/api' + 'files' both give 'https://host/api/files'). A
 * part that is a full URL of its own stands alone.
 */
function under(root: string, part: string): string {
  if (isFullUrl(part)) return part.replace(/\/+$/, '');
  const tail = trimSlashes(part);
  const head = root.replace(/\/+$/, '');
  return tail ? `${head}/${tail}` : head;
}

export function resolveConfig(config: SdkConfig): ResolvedConfig {
  // The base URL may carry a path ('https://host/api'): everything below is joined under it, never replaced.
  const root = config.baseUrl ?? '';
  return {
    config,
    timeoutMs: config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    credentials: config.credentials ?? 'include',
    fileUrl(path) {
      if (/^(?:https?:|blob:|data:)/.test(path)) return path;
      // '/x/y.zip' is a URL on the back end (batch downloads answer these): the back end does not know the
      // prefix its proxy adds, so it goes under the base URL's path too. 'a/b.pdf' is a stored path.
      if (path.startsWith('/')) return under(root, encodePath(path));
      if (path.startsWith('oss/') && config.ossBase) return under(config.ossBase, encodePath(path.slice(4)));
      return under(under(root, config.fileBase ?? '/files'), encodePath(path));
    },
    apiBase(api) {
      if (api === 'system') return under(root, config.systemBase ?? APIS.system.prefix);
      if (api === 'gateway') return under(root, config.gatewayBase ?? APIS.gateway.prefix);
      const plugin = typeof config.pluginBase === 'function' ? config.pluginBase() : config.pluginBase;
      return under(root, plugin ?? DEFAULT_PLUGIN_BASE);
    },
  };
}

import { APIS, DEFAULT_PLUGIN_BASE } from '../contract/apis.js';
import type { ApiName } from '../contract/operation.js';
import { REQUEST_TIMEOUT_MS } from '../helpers/constants.js';
import type { SdkError } from './errors.js';

export type Awaitable<T> = T | Promise<T>;

export interface SdkConfig {
  /** Origin of the back end ('' or omitted: the page's own origin). */
  baseUrl?: string;
  /** Path prefixes of the three APIs; the internship one is the plugin base, replaceable at run time. */
  systemBase?: string;
  pluginBase?: string | (() => string);
  gatewayBase?: string;
  /** The bearer token, read before every call (SPEC §9: kept in local storage by the console). */
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
   * 'full' checks every row of a page against its schema; 'envelope' checks the envelope and page shape and
   * that each row is an object, trusting the fields (for very large pages from a trusted back end).
   */
  validate?: 'full' | 'envelope';
  /** Longest time spent checking rows before yielding to the event loop (default 10 ms), so that a
   * 999 999-row page never freezes a tab. */
  validateStepMs?: number;
  /** Where stored files are served from: a returned path 'a/b.pdf' downloads from {fileBase}/a/b.pdf. */
  fileBase?: string;
  /** Where 'oss/...' paths are served from (the bucket's URL) when files live in object storage. */
  ossBase?: string;
  fetch?: typeof fetch;
  /** Sent with every call (cookies): SPEC §7 "with credentials". */
  credentials?: RequestCredentials;
}

export interface ResolvedConfig {
  readonly config: SdkConfig;
  apiBase(api: ApiName): string;
  /** The URL a stored path downloads from (SPEC §7.4: 'oss/' paths are served via object storage). */
  fileUrl(path: string): string;
  readonly timeoutMs: number;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

export function resolveConfig(config: SdkConfig): ResolvedConfig {
  return {
    config,
    timeoutMs: config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    fileUrl(path) {
      if (/^(?:https?:|blob:|data:)/.test(path)) return path;
      const encoded = (p: string) => p.split('/').map(encodeURIComponent).join('/');
      const origin = trimSlash(config.baseUrl ?? '');
      // '/x/y.zip' is a URL on the back end (batch downloads answer these); 'a/b.pdf' is a stored path.
      if (path.startsWith('/')) return origin + encoded(path);
      if (path.startsWith('oss/') && config.ossBase)
        return `${trimSlash(config.ossBase)}/${encoded(path.slice(4))}`;
      return `${origin}${trimSlash(config.fileBase ?? '/files')}/${encoded(path)}`;
    },
    apiBase(api) {
      const origin = trimSlash(config.baseUrl ?? '');
      if (api === 'system') return origin + (config.systemBase ?? APIS.system.prefix);
      if (api === 'gateway') return origin + (config.gatewayBase ?? APIS.gateway.prefix);
      const plugin = typeof config.pluginBase === 'function' ? config.pluginBase() : config.pluginBase;
      return `${origin}/${(plugin ?? DEFAULT_PLUGIN_BASE).replace(/^\/+|\/+$/g, '')}`;
    },
  };
}

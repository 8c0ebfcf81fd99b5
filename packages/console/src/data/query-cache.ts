/*
 * The console's one store of answers (issue 27 item 2). Every read a screen makes goes through it, keyed by
 * the request in words (an operation and its input): components asking for the same thing at the same time
 * share one request, and an answer stays usable until a write through the SDK makes it stale. What a write
 * made stale is known by entity: each answer records the entities it reads, and the SDK's onWritten
 * (src/data/writes.ts) names the entities a write may have changed. Screens never count reloads.
 *
 * Grown from the kit's useLoaded rather than taken from TanStack Query: the tables already hold their own
 * paging state (ui-kit useTableQuery), so what was missing is only the shared store and the invalidation,
 * about 150 lines, where the library would add a second state model and about 13 kB to the first screen.
 */

/** The entities an answer reads, or 'any': a load that does not say is made stale by every write. */
export type Reads = readonly string[] | 'any';
/** What a write made stale: these entities, or everything (a write the catalogue ties to no entity). */
export type Written = ReadonlySet<string> | 'all';

interface Entry {
  reads: Reads;
  /** The last answer and when it came; absent until the first one. */
  answer?: { value: unknown; at: number };
  /** Set by a write: the answer may still be shown meanwhile, but is never reused as it is. */
  stale: boolean;
  /** The request under way, shared by everyone who asks meanwhile. */
  inFlight?: Promise<unknown>;
}

/**
 * How long an answer is reused without asking again: long enough to share one request between the
 * components that mount together (a page and its dialogs asking for the same record or choices), short
 * enough that another user's change shows when the page is opened again. Tables always ask afresh.
 */
export const FRESH_MS = 2_000;
/** Answers kept; the oldest asked-for go first (a long session pages through many lists). */
export const MAX_ENTRIES = 300;
/** Writes in a row (a bulk review passing diaries one by one) refresh the screens once, after the last. */
export const SETTLE_MS = 30;

export const readsAny = (reads: Reads, written: Written): boolean =>
  written === 'all' || reads === 'any' || reads.some((entity) => written.has(entity));

export interface FetchOptions {
  /**
   * Ask the server even if a fresh answer is kept (a table's 查询, a user's reload); a request already
   * under way is still shared.
   */
  force?: boolean;
}

export class QueryCache {
  readonly #entries = new Map<string, Entry>();
  readonly #listeners = new Set<(written: Written) => void>();
  #pending: Set<string> | 'all' | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by clear(): an answer asked for by a session that has ended is never kept. */
  #session = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly freshMs = FRESH_MS,
  ) {}

  /** The last answer for `key`, fresh or stale (shown while a new one comes), if there is one. */
  peek(key: string): { value: unknown } | undefined {
    const answer = this.#entries.get(key)?.answer;
    return answer ? { value: answer.value } : undefined;
  }

  /** The answer for `key`: a fresh kept one, the request under way, or a new request made by `load`. */
  fetch<T>(key: string, load: () => Promise<T>, reads: Reads, options: FetchOptions = {}): Promise<T> {
    const entry = this.#entries.get(key) ?? { reads, stale: false };
    entry.reads = reads;
    this.#touch(key, entry);
    // A request under way was made after the last write that concerned it: its answer is the newest.
    if (entry.inFlight) return entry.inFlight as Promise<T>;
    const answer = entry.answer;
    if (!options.force && !entry.stale && answer && this.now() - answer.at < this.freshMs)
      return Promise.resolve(answer.value as T);
    const session = this.#session;
    const request = load();
    entry.inFlight = request;
    const settle = () => {
      // A write while the request was under way took it off the entry: its answer may predate the write.
      if (entry.inFlight === request) entry.inFlight = undefined;
    };
    request.then((value) => {
      if (entry.inFlight === request && session === this.#session) {
        entry.answer = { value, at: this.now() };
        // Only an answer asked for after the last write makes the entry fresh again.
        entry.stale = false;
      }
      settle();
    }, settle);
    return request;
  }

  /** Marks the answers reading any of `written` stale and, once writes settle, tells the screens showing them. */
  invalidate(written: readonly string[] | 'all') {
    const set = written === 'all' ? 'all' : new Set(written);
    for (const entry of this.#entries.values()) {
      if (!readsAny(entry.reads, set)) continue;
      entry.stale = true;
      entry.inFlight = undefined;
    }
    if (set === 'all' || this.#pending === 'all') this.#pending = 'all';
    else this.#pending = new Set([...(this.#pending ?? []), ...set]);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#announce(), SETTLE_MS);
  }

  /** Calls `listener` with what writes made stale (coalesced); returns the unsubscribe. */
  onInvalidate(listener: (written: Written) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Forgets every answer (the session ended, or another user signed in). */
  clear() {
    this.#entries.clear();
    this.#session += 1;
  }

  get size() {
    return this.#entries.size;
  }

  #announce() {
    const written = this.#pending;
    this.#pending = null;
    if (written) for (const listener of [...this.#listeners]) listener(written);
  }

  /** Keeps `key` as the most recently asked-for, dropping the least recent beyond MAX_ENTRIES. */
  #touch(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size <= MAX_ENTRIES) return;
    const oldest = this.#entries.keys().next().value;
    if (oldest !== undefined) this.#entries.delete(oldest);
  }
}

/** The console's one cache; src/data/writes.ts feeds it the SDK's writes, resetSession clears it. */
export const queryCache = new QueryCache();

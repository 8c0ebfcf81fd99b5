/**
 * For unit tests under jsdom, which has no matchMedia: Chakra's responsive props ask for it. Every query
 * answers "no match", as a desktop-first layout expects.
 */
export function stubMatchMedia(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/**
 * jsdom has no matchMedia; Chakra's responsive props and usePhone ask for it. `matches` answers which
 * queries hold (none by default: a desktop window).
 */
export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

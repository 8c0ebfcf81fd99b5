import { type ComponentType, useEffect, useState } from 'react';

/**
 * Whether a host (messages, confirmation, download dialog) has had anything to draw: false until `asked()`
 * holds or `subscribe` calls back, then true for good. The hosts load their drawing code only then, so that
 * a first page with nothing to show does not pay for it.
 */
export function useFirstUse(subscribe: (callback: () => void) => () => void, asked: () => boolean): boolean {
  const [used, setUsed] = useState(asked);
  useEffect(() => {
    if (used) return;
    // Asked between the first render and this effect: nothing will call back for that.
    if (asked()) {
      setUsed(true);
      return;
    }
    return subscribe(() => setUsed(true));
  }, [used, subscribe, asked]);
  return used;
}

export interface FirstUseHostProps {
  /** The drawing code, `retryingLazy(() => import(...))` at module level. */
  drawn: ComponentType;
  subscribe: (callback: () => void) => () => void;
  asked: () => boolean;
}

/**
 * A host that draws nothing until its store is first used, then loads `drawn` and draws it for good. The
 * store keeps whatever was asked while the code loads, so nothing asked is lost.
 */
export function FirstUseHost({ drawn: Drawn, subscribe, asked }: FirstUseHostProps) {
  return useFirstUse(subscribe, asked) ? <Drawn /> : null;
}

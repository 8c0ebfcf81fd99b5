import { useEffect, useRef } from 'react';
import { type PickedPlace, readPickerMessage } from './picker-message.js';

/**
 * Listens for the picker frame's messages while `origin` is set (the dialog is open with a map key).
 * The callback is read through a ref so that a new closure each render does not re-subscribe.
 */
export function usePickerMessages(origin: string | null, onPick: (place: PickedPlace) => void): void {
  const latest = useRef(onPick);
  latest.current = onPick;
  useEffect(() => {
    if (origin === null) return;
    const listener = (event: MessageEvent) => {
      const place = readPickerMessage(event, origin);
      if (place) latest.current(place);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin]);
}

import { useState } from 'react';
import {
  type ManualLocationErrors,
  type ManualLocationInput,
  type MapLocation,
  validateManualLocation,
} from './location.js';
import type { PickedPlace } from './picker-message.js';

const toInput = (location: MapLocation | null | undefined): ManualLocationInput =>
  location
    ? { place: location.place, lat: String(location.lat), lng: String(location.lng) }
    : { place: '', lat: '', lng: '' };

const toPicked = (location: MapLocation | null | undefined): PickedPlace | null =>
  location ? { ...location, address: '' } : null;

/**
 * Both ways of choosing a place: the frame's pick, or the manual inputs. Everything starts again from
 * `initial` each time the dialog opens, so a cancelled choice does not linger into the next opening.
 */
export function useMapPickerState(open: boolean, initial: MapLocation | null | undefined) {
  const [picked, setPicked] = useState<PickedPlace | null>(() => toPicked(initial));
  const [manual, setManualInput] = useState<ManualLocationInput>(() => toInput(initial));
  const [touched, setTouched] = useState<ReadonlySet<keyof ManualLocationInput>>(new Set());
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPicked(toPicked(initial));
      setManualInput(toInput(initial));
      setTouched(new Set());
    }
  }

  const checked = validateManualLocation(manual);
  const visibleErrors: ManualLocationErrors = {};
  for (const key of touched) {
    const message = checked.errors?.[key];
    if (message) visibleErrors[key] = message;
  }

  const setManual = (next: ManualLocationInput) => {
    const changed = (Object.keys(next) as (keyof ManualLocationInput)[]).filter((k) => next[k] !== manual[k]);
    setTouched((before) => new Set([...before, ...changed]));
    setManualInput(next);
  };

  return {
    picked,
    pick: setPicked,
    manual,
    setManual,
    manualErrors: visibleErrors,
    manualLocation: checked.location,
  };
}

import { entityByName } from '@practice/sdk/contract';
import type { SelectOption } from '@practice/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { entityChoices } from './entity-calls.js';
import type { FormField } from './form-fields.js';

/** Loads one field's choices. */
export type ChoiceLoader = () => Promise<SelectOption[]>;

/**
 * Each field's choices by its key, asked again each time the form opens (a row added meanwhile shows). Each
 * field fills in as its own answer comes; a refusal (the SDK's toast has said why) leaves that one empty.
 */
export function useChoicesWhileOpen(
  loaders: Readonly<Record<string, ChoiceLoader>> | undefined,
  open: boolean,
): Record<string, SelectOption[]> {
  const [choices, setChoices] = useState<Record<string, SelectOption[]>>({});
  useEffect(() => {
    if (!open || !loaders) return;
    let live = true;
    for (const [key, load] of Object.entries(loaders)) {
      load().then(
        (list) => live && setChoices((current) => ({ ...current, [key]: list })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [loaders, open]);
  return choices;
}

/** Choices of each ref field (its entity's rows, key and title), loaded while the form is open. */
export function useRefChoices(fields: readonly FormField[], open: boolean): Record<string, SelectOption[]> {
  const loaders = useMemo(() => {
    const byKey: Record<string, ChoiceLoader> = {};
    for (const field of fields) {
      const target = field.ref ? entityByName.get(field.ref) : undefined;
      if (target) byKey[field.key] = () => entityChoices(target);
    }
    return byKey;
  }, [fields]);
  return useChoicesWhileOpen(loaders, open);
}

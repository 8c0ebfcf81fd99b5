import { entityByName } from '@practice/sdk/contract';
import type { SelectOption } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { entityChoices } from './entity-calls.js';
import type { FormField } from './form-fields.js';

/** Choices of each ref field (its entity's rows, key and title), loaded while the form is open. */
export function useRefChoices(fields: readonly FormField[], open: boolean): Record<string, SelectOption[]> {
  const [choices, setChoices] = useState<Record<string, SelectOption[]>>({});
  useEffect(() => {
    if (!open) return;
    let live = true;
    for (const field of fields) {
      const target = field.ref ? entityByName.get(field.ref) : undefined;
      if (!target) continue;
      // A refusal is already shown by the SDK's toast; the select then stays empty.
      entityChoices(target).then(
        (list) => live && setChoices((current) => ({ ...current, [field.key]: list })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [fields, open]);
  return choices;
}

import { Badge } from '@chakra-ui/react';
import type { EnumDef } from '@practice/sdk/contract';
import { TONE_PALETTE } from './tone.js';

export interface StatusTagProps {
  /** The enumeration the value belongs to (from the contract: labels and tones are declared there once). */
  enumDef: EnumDef;
  value: unknown;
}

/** A status value as a coloured tag, in the colour SPEC §3 gives its meaning; 未填写 when empty. */
export function StatusTag({ enumDef, value }: StatusTagProps) {
  const label = enumDef.labelOf(value);
  if (!label)
    return (
      <Badge colorPalette="gray" variant="outline">
        未填写
      </Badge>
    );
  return (
    <Badge colorPalette={TONE_PALETTE[enumDef.toneOf(value)]} variant="subtle">
      {label}
    </Badge>
  );
}

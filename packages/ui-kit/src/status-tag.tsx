import { Badge } from '@chakra-ui/react';
import { type EnumDef, lateDaysLabel } from '@practice/sdk/contract';
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

/** Whole days a hand-in came late (the contract's fLateDays), or 0 when on time or not handed in. */
export const lateDaysOf = (value: unknown): number => {
  const days = Number(value);
  return Number.isInteger(days) && days > 0 ? days : 0;
};

/** A late hand-in's 逾期 N 天 in the danger colour (SPEC §3 tags); nothing for work that came on time. */
export function LateTag({ days }: { days: unknown }) {
  const late = lateDaysOf(days);
  if (!late) return null;
  return (
    <Badge colorPalette={TONE_PALETTE.danger} variant="subtle">
      {lateDaysLabel(late)}
    </Badge>
  );
}

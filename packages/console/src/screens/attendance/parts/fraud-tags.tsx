import { Badge, Wrap } from '@chakra-ui/react';
import { type FraudSignal, FraudSignalKind } from '@practice/sdk/contract';
import { TONE_PALETTE } from '@practice/ui-kit';

/** The signals naming each sign-in, by its id: a sign-in shows every signal it is part of. */
export function signalsBySignIn(signals: readonly FraudSignal[]): Map<string, FraudSignal[]> {
  const by = new Map<string, FraudSignal[]>();
  for (const s of signals)
    for (const id of s.signInIds) {
      const key = String(id);
      by.set(key, [...(by.get(key) ?? []), s]);
    }
  return by;
}

/** A sign-in's signals as tags, each with its detail on hover and for screen readers. */
export function FraudTags({ signals }: { signals: readonly FraudSignal[] | undefined }) {
  if (!signals?.length) return null;
  return (
    <Wrap gap="1">
      {signals.map((s) => (
        <Badge
          key={s.cSignalKind}
          colorPalette={TONE_PALETTE[FraudSignalKind.toneOf(s.cSignalKind)]}
          variant="subtle"
          title={s.cDetail}
        >
          {FraudSignalKind.labelOf(s.cSignalKind)}
        </Badge>
      ))}
    </Wrap>
  );
}

import { z } from 'zod';

/** Status-tag colours of SPEC §3 ("info", "warning", "success", "danger"), plus a neutral one. */
export type Tone = 'info' | 'warning' | 'success' | 'danger' | 'neutral';

export interface EnumOption<V extends number | string = number | string> {
  readonly value: V;
  readonly label: string;
  readonly tone: Tone;
}

export interface EnumDef<V extends number | string = number | string> {
  readonly name: string;
  readonly label: string;
  readonly options: readonly EnumOption<V>[];
  readonly schema: z.ZodType<V>;
  labelOf(value: unknown): string;
  toneOf(value: unknown): Tone;
}

type OptionTuple<V> = readonly [value: V, label: string, tone?: Tone];

/**
 * Declares an enumeration once: values, Chinese labels and tag tones. The wire value may arrive as a
 * number or a numeric string (older back ends), so lookups compare loosely by string form.
 */
export function defineEnum<const V extends number | string>(
  name: string,
  label: string,
  options: readonly OptionTuple<V>[],
): EnumDef<V> {
  const list = options.map(([value, text, tone]) => ({ value, label: text, tone: tone ?? 'neutral' }));
  const byKey = new Map(list.map((o) => [String(o.value), o]));
  const values = list.map((o) => o.value);
  const schema = z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<V>, z.ZodLiteral<V>]);
  return {
    name,
    label,
    options: list,
    schema: schema as unknown as z.ZodType<V>,
    labelOf: (value) => byKey.get(String(value))?.label ?? '',
    toneOf: (value) => byKey.get(String(value))?.tone ?? 'neutral',
  };
}

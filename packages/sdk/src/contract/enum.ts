import { z } from 'zod';

/** Status-tag colours of SPEC §3 ("info", "warning", "success", "danger"), plus a neutral one. */
export type Tone = 'info' | 'warning' | 'success' | 'danger' | 'neutral';

export interface EnumOption<V extends number | string = number | string> {
  readonly value: V;
  readonly label: string;
  readonly tone: Tone;
  /** The value's name in code (`passed`), absent only for an enumeration declared without names. */
  readonly key?: string;
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

/** The EnumDef's own members: a value named like one of them would hide it. */
export type ReservedEnumKey = keyof EnumDef;

type NamedTuples = Record<string, OptionTuple<number | string>>;

/** Refuses, at compile time, a value name that is one of the EnumDef's own members. */
type NoReservedKeys = { readonly [K in ReservedEnumKey]?: never };

type ValueOf<T extends NamedTuples> = T[keyof T][0];

/** An enumeration whose values are also its properties: `ReviewStatus.passed === 1`, typed as the literal. */
export type NamedEnumDef<T extends NamedTuples> = EnumDef<ValueOf<T>> & { readonly [K in keyof T]: T[K][0] };

/** 未审核、审核通过或审核未通过: the choices as a sentence lists them. */
export const orList = (words: readonly string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join('、')}或${words.at(-1)}` : (words[0] ?? '');

/**
 * A value outside an enumeration, named by its labels as a form offers them, never by its wire values
 * (审核状态只能为未审核、审核通过或审核未通过); two values may share a label (专业课程): each is said once.
 */
export const outsideEnum = (label: string, options: readonly { label: string }[]) =>
  `${label}只能为${orList([...new Set(options.map((o) => o.label))])}`;

/**
 * Declares an enumeration once: each value's name in code, its wire value, Chinese label and tag tone, as
 * `{ passed: [1, '审核通过', 'success'] }`. The names are the enumeration's properties, so code compares
 * `row.fStatus === ReviewStatus.passed` and never a bare number; the wire keeps the values. The value may
 * arrive as a number or a numeric string (older back ends), so lookups compare loosely by string form.
 * A list of tuples (no names) is still taken, for an ad-hoc enumeration no code compares against.
 */
export function defineEnum<const T extends NamedTuples>(
  name: string,
  label: string,
  values: T & NoReservedKeys,
): NamedEnumDef<T>;
export function defineEnum<const V extends number | string>(
  name: string,
  label: string,
  options: readonly OptionTuple<V>[],
): EnumDef<V>;
export function defineEnum(
  name: string,
  label: string,
  values: NamedTuples | readonly OptionTuple<number | string>[],
): EnumDef {
  const named: [string | undefined, OptionTuple<number | string>][] = Array.isArray(values)
    ? values.map((tuple) => [undefined, tuple])
    : Object.entries(values);
  const list = named.map(([key, [value, text, tone]]) => ({
    value,
    label: text,
    tone: tone ?? 'neutral',
    ...(key === undefined ? {} : { key }),
  }));
  const byKey = new Map(list.map((o) => [String(o.value), o]));
  const schema = z.union(
    list.map((o) => z.literal(o.value)) as unknown as [z.ZodLiteral<string>, z.ZodLiteral<string>],
    { error: outsideEnum(label, list) },
  );
  const def: EnumDef = {
    name,
    label,
    options: list,
    schema: schema as unknown as z.ZodType<number | string>,
    labelOf: (value) => byKey.get(String(value))?.label ?? '',
    toneOf: (value) => byKey.get(String(value))?.tone ?? 'neutral',
  };
  const reserved = new Set<string>(Object.keys(def));
  const clash = list.find((o) => o.key !== undefined && reserved.has(o.key));
  if (clash) throw new Error(`${name}: the value name ${clash.key} would hide the enumeration's own member`);
  return Object.assign(
    def,
    Object.fromEntries(list.flatMap((o) => (o.key === undefined ? [] : [[o.key, o.value]]))),
  );
}

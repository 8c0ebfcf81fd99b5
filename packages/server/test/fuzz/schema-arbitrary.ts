import fc from 'fast-check';

/*
 * Values for a JSON Schema (OpenAPI 3.1 flavour) as fast-check arbitraries: mostly values the schema
 * allows, so that calls get past validation and reach the handlers, and sometimes values it does not
 * (wrong types, NUL bytes, text past its limits), so that the refusals are exercised as well.
 */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  default?: unknown;
};

export type Resolve = (ref: string) => Schema;

/** Values no schema of this contract allows anywhere, or only by accident: the hostile half. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant('a\u0000b'),
  fc.constant(''),
  fc.constant('x'.repeat(5000)),
  fc.constant(-1),
  fc.constant(3),
  fc.constant(1e308),
  fc.constant(true),
  fc.constant([]),
  fc.constant({}),
  fc.constant("' or 1=1 --"),
  fc.constant('../../etc/passwd'),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** A 32-hex id: the shape this server issues, naming (almost certainly) no row. */
const hexId = fc.stringMatching(/^[0-9a-f]{32}$/);

function stringOf(s: Schema): fc.Arbitrary<string> {
  if (s.pattern === '^[0-9A-Za-z_-]{1,64}$') return hexId;
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1000));
    } catch {
      // fast-check cannot generate from every pattern (lookaheads): plain text, mostly refused, then.
    }
  }
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time' || s.format === 'date')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) =>
        d
          .toISOString()
          .slice(0, s.format === 'date' ? 10 : 19)
          .replace('T', ' '),
      );
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
}

function numberOf(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? -1000;
  const max = Math.min(s.maximum ?? 1000, 1_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/** Arbitrary of the values a schema allows (depth-limited for recursive trees). */
export function allowed(schema: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = schema.$ref ? resolve(schema.$ref) : schema;
  if (depth > 4) return fc.constant(s.default ?? null);
  const next = (x: Schema) => allowed(x, resolve, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(next));
  if (s.allOf?.length) return next(s.allOf[0] as Schema);
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(next(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, next(v)])), {
        requiredKeys: Object.keys(props).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}

/** Allowed values most of the time, a hostile value now and then: per field for objects. */
export function fuzzed(schema: Schema, resolve: Resolve): fc.Arbitrary<unknown> {
  const s = schema.$ref ? resolve(schema.$ref) : schema;
  if (s.type === 'object' && s.properties) {
    const props = s.properties;
    const required = new Set(s.required ?? []);
    return fc.record(
      Object.fromEntries(
        Object.entries(props).map(([k, v]) => [
          k,
          fc.oneof({ weight: 4, arbitrary: allowed(v, resolve) }, { weight: 1, arbitrary: hostile }),
        ]),
      ),
      { requiredKeys: Object.keys(props).filter((k) => required.has(k)) },
    );
  }
  return fc.oneof({ weight: 4, arbitrary: allowed(s, resolve) }, { weight: 1, arbitrary: hostile });
}

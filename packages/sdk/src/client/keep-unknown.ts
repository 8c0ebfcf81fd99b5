/*
 * zod drops the keys an object schema does not declare, at every depth. The production back end sends fields
 * the contract does not know yet, and a school system reading them (row.fSomethingNew) must get them: the
 * parsed value is laid over the value that arrived, so known fields come out as zod made them (defaults,
 * transforms) and every other field is kept untouched. This needs no knowledge of the schema, so it works
 * the same for every operation, however its Content is shaped (objects, arrays, unions, recursive trees).
 */

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * `parsed` (what zod returned for `input`) with the fields of `input` it dropped put back. Arrays are laid
 * over element by element; anything zod changed the shape of (a string made into a date) is zod's answer.
 */
export function keepUnknownFields(input: unknown, parsed: unknown): unknown {
  if (input === parsed) return parsed;
  if (Array.isArray(input) && Array.isArray(parsed)) {
    return parsed.map((item, i) => keepUnknownFields(input[i], item));
  }
  if (!isPlainObject(input) || !isPlainObject(parsed)) return parsed;
  const merged: Record<string, unknown> = { ...input };
  for (const [key, value] of Object.entries(parsed)) {
    // Assigning '__proto__' would set the prototype; the spread above already kept it as a plain field.
    if (key !== '__proto__') merged[key] = keepUnknownFields(input[key], value);
  }
  return merged;
}

import type { z } from 'zod';

/*
 * The production back end sometimes writes numbers as strings ("PageIndex": "1", "fStatus": "2"). A value is
 * read as a number only where the contract asks for one and zod refused the string: the issues of a failed
 * parse say exactly where that is, so no schema needs walking. Ids are strings in the contract, so a
 * numeric-looking id passes as it is and is never turned into a number.
 */

/** A number as a string: an optional minus, digits, an optional fraction (no exponent, no spaces). */
export const NUMERIC_STRING = /^-?\d+(\.\d+)?$/;

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];
interface Repair {
  readonly path: Path;
  readonly value: number;
}

const isContainer = (v: unknown): v is Record<PropertyKey, unknown> => typeof v === 'object' && v !== null;

function valueAt(root: unknown, path: Path): unknown {
  let here = root;
  for (const key of path) {
    if (!isContainer(here)) return undefined;
    here = here[key];
  }
  return here;
}

/** The number a refused numeric string stands for, when that number is what the schema asked for. */
function numberFor(issue: Issue, input: unknown): number | undefined {
  if (typeof input !== 'string' || !NUMERIC_STRING.test(input)) return undefined;
  const value = Number(input);
  if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int'))
    return value;
  // A numeric enum or literal (fStatus: 0 | 1 | 2) lists the values it would take.
  if (issue.code === 'invalid_value' && issue.values.includes(value)) return value;
  return undefined;
}

/**
 * Collects the repairs for `issues` (paths relative to `base`). Returns false when some issue is not a
 * numeric string in a number's place: the value is wrong whatever its form.
 */
function collect(root: unknown, issues: readonly Issue[], base: Path, into: Repair[]): boolean {
  let all = true;
  for (const issue of issues) {
    const path = [...base, ...issue.path];
    const value = numberFor(issue, valueAt(root, path));
    if (value !== undefined) {
      into.push({ path, value });
      continue;
    }
    if (issue.code === 'invalid_union') {
      // A union passes when one of its branches does: take the first branch that numbers alone would fix
      // (for an enum, the literal equal to the number; for a number-or-null union, the number branch).
      const fixed = issue.errors
        .map((branch) => {
          const repairs: Repair[] = [];
          return collect(root, branch, path, repairs) ? repairs : null;
        })
        .find((repairs) => repairs !== null && repairs.length > 0);
      if (fixed) {
        into.push(...fixed);
        continue;
      }
    }
    all = false;
  }
  return all;
}

/**
 * Replaces, in place, each numeric string that `issues` (from parsing `root`) refused where a number was
 * expected. Returns whether anything changed, so that a caller parses again only when it may now pass.
 * `root` must be the caller's own data (the SDK's freshly parsed JSON): it is modified.
 */
export function normaliseNumericStrings(root: unknown, issues: readonly Issue[]): boolean {
  const repairs: Repair[] = [];
  collect(root, issues, [], repairs);
  let changed = false;
  for (const { path, value } of repairs) {
    const parent = valueAt(root, path.slice(0, -1));
    const key = path.at(-1);
    // A bare value (empty path) cannot be replaced in place; every caller parses an object around it.
    if (key === undefined || !isContainer(parent) || typeof parent[key] !== 'string') continue;
    parent[key] = value;
    changed = true;
  }
  return changed;
}

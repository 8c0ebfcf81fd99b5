import { formatByDisplay } from '@practice/sdk';
import { entityByName } from '@practice/sdk/contract';

/*
 * An audit entry's changed fields (AppAuditLog.cChanges, written by the server's audit/changes.ts) as the
 * words a school reads: the field's label, and each value as its screen shows it (a state by its name, a
 * date in the spec's format), not as it is stored.
 */

/** One changed field: its wire name, its label when written, its value before and after. */
export interface AuditChange {
  readonly field: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

/** Shown where a side has no value: a field added or cleared. */
export const NO_VALUE = '（空）';

interface StoredChange {
  f?: unknown;
  l?: unknown;
  b?: unknown;
  a?: unknown;
}

/** The stored list, whether the wire carries it as JSON text or already read; nothing for anything else. */
function storedChanges(value: unknown): StoredChange[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list)
    ? list.filter((c): c is StoredChange => typeof c === 'object' && c !== null)
    : [];
}

/** A stored value in the words of its field: enum labels, formatted dates; text as it was. */
function shown(entityName: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const def = entityByName.get(entityName)?.fields[field];
  if (def?.enum) return def.enum.labelOf(value) || String(value);
  if (def) return formatByDisplay(def.display, value) || NO_VALUE;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The changes of an entry about `entityName`, in the order the server wrote them. */
export function auditChanges(entityName: string, stored: unknown): AuditChange[] {
  return storedChanges(stored).map((c) => {
    const field = String(c.f ?? '');
    return {
      field,
      label: typeof c.l === 'string' && c.l ? c.l : field,
      before: shown(entityName, field, c.b),
      after: shown(entityName, field, c.a),
    };
  });
}

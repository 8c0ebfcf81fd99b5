import type { EntityDef } from '@practice/sdk/contract';
import { type FormField, requiredMessage } from './form-fields.js';

/*
 * Between a row on the wire and the strings a form's inputs hold: the row into the form, the form into
 * the Add/Edit body. Required text is trimmed before it is checked (SPEC §5), then the body goes through
 * the contract's own schema, so the form refuses what the server would.
 */

/** The inputs' values by wire name: what <input> and <select> hold. */
export type FormValues = Record<string, string>;

export type Submission =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; errors: Record<string, string> };

const pad = (n: number) => String(n).padStart(2, '0');

/** A wire date ('YYYY-MM-DD HH:mm:ss', the slash form, or ISO 8601 with a zone) as local 'YYYY-MM-DDTHH:mm:ss'. */
export function toLocalDateTime(wire: string): string {
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(wire)) {
    const at = new Date(wire);
    if (!Number.isNaN(at.getTime())) {
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    }
  }
  const [day = '', time = '00:00:00'] = wire.replace(/\//g, '-').split(/[ T]/);
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${day}T${h}:${m}:${s.slice(0, 2)}`;
}

/**
 * A form's date-time as the wire's 'YYYY-MM-DD HH:mm:ss': the row's value as toLocalDateTime read it
 * ('YYYY-MM-DDTHH:mm', seconds optional) or the kit's date-time picker's 'YYYY/MM/DD HH:mm:ss'.
 */
export function toWireDateTime(local: string): string {
  const [day = '', time = ''] = local.replace(/\//g, '-').split(/[ T]/);
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${day} ${h}:${m}:${s}`;
}

function formValue(field: FormField, value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  if (field.control === 'dateTime') return toLocalDateTime(text);
  if (field.control === 'date') return toLocalDateTime(text).slice(0, 10);
  return text;
}

/** A form's starting values: the row's (editing) or blanks (adding). */
export function toFormValues(fields: readonly FormField[], row?: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((f) => [f.key, formValue(f, row?.[f.key])]));
}

/** One input's text as its wire value: null when blank, NaN when a number does not parse. */
export function wireValue(field: FormField, text: string): unknown {
  const value = text.trim();
  if (value === '') return null;
  switch (field.control) {
    case 'number':
      return Number(value);
    case 'enum':
      return field.enum?.options.find((o) => String(o.value) === value)?.value ?? value;
    case 'dateTime':
      return toWireDateTime(value);
    default:
      // Text as typed, and a ref as chosen: another row's id is an opaque string, never a number.
      return value;
  }
}

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

/**
 * The Add or Edit body of a filled form, or the message of each field that is wrong. Adding leaves blank
 * fields out; editing sends them as null, so that clearing a field clears it, and carries the row's key.
 */
export function buildSubmission(
  entity: Pick<EntityDef, 'key' | 'schemas'>,
  fields: readonly FormField[],
  values: FormValues,
  editing?: Record<string, unknown>,
): Submission {
  const errors: Record<string, string> = {};
  const body: Record<string, unknown> = editing ? { [entity.key]: editing[entity.key] } : {};
  for (const field of fields) {
    const value = wireValue(field, values[field.key] ?? '');
    if (value === null) {
      if (field.required) errors[field.key] = requiredMessage(field);
      else if (editing) body[field.key] = null;
    } else if (typeof value === 'number' && Number.isNaN(value)) {
      errors[field.key] = `${field.label}必须是数字`;
    } else {
      body[field.key] = value;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const checked = (editing ? entity.schemas.edit : entity.schemas.add).safeParse(body);
  if (checked.success) return { ok: true, body: checked.data as Record<string, unknown> };
  for (const issue of checked.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = fields.find((f) => f.key === key);
    if (!field || errors[key]) continue;
    // The contract's own messages are Chinese; zod's defaults are not, and are worded here instead.
    errors[key] = hasChinese(issue.message) ? issue.message : `${field.label}格式不正确`;
  }
  if (Object.keys(errors).length === 0) errors[''] = '提交的数据不完整';
  return { ok: false, errors };
}

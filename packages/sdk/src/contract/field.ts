import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../helpers/constants.js';
import {
  MOBILE_INVALID,
  notBelow,
  notNegative,
  notWhole,
  PASSWORD_LENGTH,
  PHONE_INVALID,
} from '../helpers/messages.js';
import { LANDLINE } from '../helpers/validators.js';
import type { EnumDef } from './enum.js';
import { idValue } from './wire.js';
import { isCalendarDate, NO_SUCH_DATE } from './wire-date.js';

/** How a value is shown and edited: the ui-kit picks cells and form controls by this. */
export type Display =
  | 'id'
  | 'text'
  | 'textarea'
  | 'richText'
  | 'number'
  | 'enum'
  | 'date'
  | 'dateTime'
  | 'file'
  | 'image'
  | 'video'
  | 'mobile'
  | 'phone'
  | 'email'
  | 'location'
  | 'password'
  | 'json'
  | 'ref';

export interface Field<S extends z.ZodType = z.ZodType> {
  readonly label: string;
  readonly display: Display;
  /** The value as it travels on the wire. */
  readonly schema: S;
  /** Must be present on Add. */
  readonly required: boolean;
  /** Offered as a per-column search field on the page list. */
  readonly searchable: boolean;
  /** Accepted as sortName on the page list (a whitelist: nothing else may be sorted on). */
  readonly sortable: boolean;
  /** Set by the server (keys, creation dates, joined names): never accepted on Add or Edit. */
  readonly readOnly: boolean;
  /** Accepted on writes, never returned (passwords). */
  readonly writeOnly: boolean;
  /** Shown as a default list column. */
  readonly column: boolean;
  /** Dates that may be filtered by {wire}Begin / {wire}End. */
  readonly range: boolean;
  readonly enum?: EnumDef;
  /** Entity whose key this field holds. */
  readonly ref?: string;
  /**
   * A display value joined from another entity (cSchoolName on a class row): never stored on this row.
   * See JoinSource for where it comes from.
   */
  readonly joined?: JoinSource;
  /**
   * Set only by a reviewer of the entity (a role in its grants.audit, or the platform admin; never a
   * student): scores, grades, review states, the reviewer's comments. `true` for every value; a list for a
   * state whose other values are the author's own (a diary's draft and submitted states are the student's,
   * its passed and refused states the tutor's). The server refuses anyone else a value that differs from
   * the stored one, so a form sending back the row it read still saves.
   */
  readonly reviewerOnly?: ReviewerOnly;
}

export type ReviewerOnly = true | readonly (number | string)[];

/** The column every row carries for who created it (set by the server; a ref to AppUser). */
export const CREATOR = 'fCreateUserId';

/**
 * Where a joined value comes from. `via` is a path of ref fields ('fInternshipStudentId.fUserId', or
 * CREATOR for the row's creator) and `field` the last entity's column (default: the joined wire name).
 * Without `via` the server uses the one ref field whose entity has a column of that wire name.
 * `computed` values (lists such as role names) are assembled by the server's own code.
 */
export interface JoinSource {
  readonly via?: string;
  readonly field?: string;
  readonly computed?: boolean;
}

export interface FieldOptions {
  required?: boolean;
  searchable?: boolean;
  sortable?: boolean;
  readOnly?: boolean;
  column?: boolean;
  range?: boolean;
  /** Maximum length for text values. */
  max?: number;
  reviewerOnly?: ReviewerOnly;
}

export interface NumberOptions extends FieldOptions {
  /** The smallest value accepted on Add and Edit (0: not negative), stated as `minimum` in the documents. */
  min?: number;
}

/** Field.reviewerOnly as the OpenAPI documents say it (description and x-reviewer-only). */
function reviewerMeta(rule: ReviewerOnly, e?: EnumDef) {
  const values = rule === true ? null : rule.map((v) => e?.labelOf(v) || String(v)).join('、');
  return {
    description: values ? `仅审阅者可设为：${values}` : '仅审阅者可填写',
    'x-reviewer-only': rule,
  };
}

function make<S extends z.ZodType>(
  display: Display,
  label: string,
  schema: S,
  o: FieldOptions = {},
  extra?: Pick<Field, 'enum' | 'ref' | 'joined'>,
): Field<S> {
  return {
    label,
    display,
    schema: o.reviewerOnly ? schema.meta(reviewerMeta(o.reviewerOnly, extra?.enum)) : schema,
    required: o.required ?? false,
    searchable: o.searchable ?? false,
    sortable: o.sortable ?? false,
    readOnly: o.readOnly ?? false,
    writeOnly: false,
    column: o.column ?? true,
    range: o.range ?? false,
    ...(o.reviewerOnly ? { reviewerOnly: o.reviewerOnly } : {}),
    ...extra,
  };
}

/**
 * Wire dates: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', the slash form, or ISO 8601 with a zone; up to seven
 * fractional digits, as a .NET back end writes them.
 */
export const WIRE_DATE =
  /^\d{4}[-/]\d{2}[-/]\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const wireDate = z.string().regex(WIRE_DATE, '日期格式不正确').refine(isCalendarDate, NO_SUCH_DATE);

/** Mainland mobile with an optional +86 / 0086 prefix (SPEC §5). */
export const MOBILE = /^(?:\+86|0086)?1\d{10}$/;

/**
 * An address as strict readers of `format: email` take it (RFC 5321): zod's own rule lets a domain label end
 * in '-' and has no length limits, so values it accepted broke the documents other systems check our answers
 * against. At most 64 characters before the '@', labels of 1-63 characters that neither start nor end with
 * '-', a top-level label of letters, 254 characters in all.
 */
export const EMAIL =
  /^(?=[^@]{1,64}@)(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const EMAIL_INVALID = '邮箱格式不正确';

/**
 * Passwords someone chooses (a new, changed or reset one), unlike the one a sign-in offers: a server adds its
 * own rules to every schema registered here (the reference server refuses common passwords and ones equal to
 * the account's user name or mobile).
 */
const chosenPasswords = new WeakSet<z.ZodType>();
export const isChosenPassword = (schema: z.ZodType): boolean => chosenPasswords.has(schema);

const unanchored = (pattern: RegExp) => pattern.source.replace(/^\^|\$$/g, '');
/** A contact phone (联系电话): a mainland mobile as MOBILE, or a landline with its area code (0512-66881234). */
export const PHONE = new RegExp(`^(?:${unanchored(MOBILE)}|${unanchored(LANDLINE)})$`);

/** The value rules every form and call shares, with the spec's messages (SPEC §5). */
export const mobileValue = () => z.string().trim().regex(MOBILE, MOBILE_INVALID);
export const phoneValue = () => z.string().trim().regex(PHONE, PHONE_INVALID);
export const emailValue = () => z.email({ pattern: EMAIL, error: EMAIL_INVALID }).max(254, EMAIL_INVALID);
export const passwordValue = () => {
  const schema = z.string().min(PASSWORD_MIN, PASSWORD_LENGTH).max(PASSWORD_MAX, PASSWORD_LENGTH);
  chosenPasswords.add(schema);
  return schema;
};

/**
 * One schema per value rule. Zod schemas never change once made (every method returns a new one), so the
 * catalogue's fields can share them: built per field, the SDK's import made a few thousand at a page's
 * start, a phone's longest task after the theme (bench/README.md, lighthouse).
 */
const rules = new Map<string, z.ZodType>();
function rule<S extends z.ZodType>(key: string, build: () => S): S {
  let schema = rules.get(key) as S | undefined;
  if (!schema) {
    schema = build();
    rules.set(key, schema);
  }
  return schema;
}

const trimmed = (max: number) =>
  rule(`trimmed:${max}`, () => z.string().trim().max(max, `长度不能超过${max}个字符`));
const upTo = (max: number) => rule(`upTo:${max}`, () => z.string().max(max));

/** A row's key: an opaque string id (wire.ts idValue), issued by the server. */
export const id = (label = '编号') => make('id', label, idValue, { readOnly: true, column: false });
export const text = (label: string, o: FieldOptions = {}) => make('text', label, trimmed(o.max ?? 200), o);
export const textarea = (label: string, o: FieldOptions = {}) =>
  make('textarea', label, trimmed(o.max ?? 4000), { column: false, ...o });
export const richText = (label: string, o: FieldOptions = {}) =>
  make('richText', label, upTo(o.max ?? 500_000), { column: false, ...o });
/** A number, whole where `whole`, at least `min` where declared; the messages name the field. */
function numberValue(label: string, whole: boolean, min?: number) {
  return rule(`number:${label}:${whole}:${min}`, () => {
    const value = whole ? z.number().int(notWhole(label)) : z.number();
    return min === undefined ? value : value.min(min, min === 0 ? notNegative(label) : notBelow(label, min));
  });
}

export const int = (label: string, o: NumberOptions = {}) =>
  make('number', label, numberValue(label, true, o.min), o);
export const decimal = (label: string, o: NumberOptions = {}) =>
  make('number', label, numberValue(label, false, o.min), o);
export const date = (label: string, o: FieldOptions = {}) => make('date', label, wireDate, o);
export const dateTime = (label: string, o: FieldOptions = {}) => make('dateTime', label, wireDate, o);
export const file = (label: string, o: FieldOptions = {}) => make('file', label, upTo(o.max ?? 1000), o);
export const image = (label: string, o: FieldOptions = {}) => make('image', label, upTo(o.max ?? 1000), o);
export const video = (label: string, o: FieldOptions = {}) => make('video', label, upTo(o.max ?? 1000), o);
export const mobile = (label = '手机号', o: FieldOptions = {}) =>
  make('mobile', label, rule('mobile', mobileValue), o);
export const phone = (label = '联系电话', o: FieldOptions = {}) =>
  make('phone', label, rule('phone', phoneValue), o);
export const email = (label = '邮箱', o: FieldOptions = {}) =>
  make('email', label, rule('email', emailValue), o);
/** A map value: 'place name,latitude,longitude' (SPEC §3). */
export const location = (label: string, o: FieldOptions = {}) => make('location', label, trimmed(500), o);
export const password = (label = '密码') => ({
  ...make('password', label, passwordValue(), {
    column: false,
  }),
  writeOnly: true,
});
export const json = (label: string, o: FieldOptions = {}) =>
  make('json', label, upTo(o.max ?? 100_000), { column: false, ...o });

export const choice = <V extends number | string>(e: EnumDef<V>, o: FieldOptions & { label?: string } = {}) =>
  make('enum', o.label ?? e.label, e.schema, o, { enum: e as unknown as EnumDef });

/** The key of a row of another entity (fSchoolId, cProjectInfoId): an opaque string id like every key. */
export const ref = (label: string, entity: string, o: FieldOptions = {}) =>
  make('ref', label, idValue, { column: false, ...o }, { ref: entity });

/**
 * An enum value the server works out on every read from the row's other values (a post past its deadline
 * reads 已截止), so it can never go stale: never stored nor written, its SQL is the server's (`computed`).
 */
export const computedChoice = <V extends number | string>(
  e: EnumDef<V>,
  o: Pick<FieldOptions, 'column' | 'searchable'> = {},
) =>
  make(
    'enum',
    e.label,
    e.schema,
    { readOnly: true, column: false, ...o },
    {
      enum: e as unknown as EnumDef,
      joined: { computed: true },
    },
  );

/**
 * A count the server works out on every read from other rows (a lecture's recordings), so a screen can
 * offer what depends on it (观看) without a call per row: never stored nor written, its SQL is the server's.
 */
export const computedCount = (label: string) =>
  make('number', label, z.number().int(), { readOnly: true, column: false }, { joined: { computed: true } });

/**
 * The id of the row's creator (CREATOR), joined so that a console can tell the caller's own rows from the
 * others' (a course is edited only by its creator and the school); never a column.
 */
export const creatorId = () => ({
  ...joined('创建人账号', { via: CREATOR, field: 'fAppUserId' }),
  column: false,
});

/** Server-set values every row carries. */
export const created = () => dateTime('创建时间', { readOnly: true, sortable: true, range: true });
/** A name joined from another entity for display (cSchoolName on a class row). */
export const joined = (label: string, from: JoinSource = {}, o: Pick<FieldOptions, 'searchable'> = {}) =>
  make('text', label, trimmed(200), { readOnly: true, ...o }, { joined: from });

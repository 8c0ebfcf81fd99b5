import type { Display, EntityDef, EnumDef, Field } from '@practice/sdk/contract';

/*
 * Which of an entity's fields its generic add/edit form shows, and as what control. Fields set by the
 * server (keys, creation dates, joined names) are never written; files, images, rich text and map places
 * need controls of their own (upload, editor, map picker) that screens add where the spec asks for them.
 */

/** The control a form field is drawn with. */
export type FormControl = 'text' | 'textarea' | 'number' | 'enum' | 'ref' | 'date' | 'dateTime' | 'password';

export interface FormField {
  /** The wire name. */
  readonly key: string;
  readonly label: string;
  readonly control: FormControl;
  readonly required: boolean;
  readonly enum?: EnumDef;
  /** For 'ref': the entity whose rows are offered. */
  readonly ref?: string;
  /** A write-only value (a password): set when adding, never read back, so the edit form leaves it out. */
  readonly addOnly?: boolean;
}

const CONTROL_OF: Partial<Record<Display, FormControl>> = {
  text: 'text',
  mobile: 'text',
  phone: 'text',
  email: 'text',
  // A map place is 'name,latitude,longitude' (SPEC §3): typed by hand until the screen adds the picker.
  location: 'text',
  textarea: 'textarea',
  number: 'number',
  enum: 'enum',
  ref: 'ref',
  date: 'date',
  dateTime: 'dateTime',
  password: 'password',
};

/** The control for a field, or null when the generic form leaves it out. */
export function controlOf(field: Field): FormControl | null {
  if (field.readOnly || field.joined) return null;
  if (field.display === 'enum' && !field.enum) return null;
  if (field.display === 'ref' && !field.ref) return null;
  return CONTROL_OF[field.display] ?? null;
}

/** The fields of the add/edit form in declaration order, less those in `omit`. */
export function formFieldsOf(entity: Pick<EntityDef, 'fields'>, omit: readonly string[] = []): FormField[] {
  return Object.entries(entity.fields).flatMap(([key, field]) => {
    const control = controlOf(field);
    if (!control || omit.includes(key)) return [];
    return [
      {
        key,
        label: field.label,
        control,
        required: field.required,
        ...(field.enum ? { enum: field.enum } : {}),
        ...(field.ref ? { ref: field.ref } : {}),
        ...(field.writeOnly ? { addOnly: true } : {}),
      },
    ];
  });
}

/** The prompt of an empty required field: 请选择 for choices, 请输入 for typed values. */
export const requiredMessage = (field: FormField) =>
  `${field.control === 'enum' || field.control === 'ref' ? '请选择' : '请输入'}${field.label}`;

import type { EntityDef } from '@practice/sdk/contract';
import { controlOf, type FormField } from '../../entity-list/form-fields.js';

/*
 * The add/edit form of a record filed under a course (a summary task, an interview): the generic form's
 * fields, less what the page already knows. The course (and on a student's page the student) come from the
 * route and are sent as they are; a ref the user picks is offered from the course's own rows, never from
 * every row of the entity the user may see. Attachments and rich text get their own controls.
 */

export type Widget = 'input' | 'upload' | 'richText';

export interface RecordField extends FormField {
  readonly widget: Widget;
}

const WIDGETS: Partial<Record<string, Widget>> = { file: 'upload', richText: 'richText' };
const WIDGET_ORDER: Record<Widget, number> = { input: 0, richText: 1, upload: 2 };

export interface RecordFieldOptions {
  /** Values the page gives every record: sent with it, not shown. */
  fixed: Readonly<Record<string, string>>;
  /** Ref fields the form offers, by wire name; any other ref is left to the server. */
  choices: readonly string[];
  omit?: readonly string[];
}

/** Every field the body carries (`all`, for the contract's check) and those the form shows (`shown`). */
export function recordFields(entity: Pick<EntityDef, 'fields'>, options: RecordFieldOptions) {
  const all: RecordField[] = [];
  for (const [key, field] of Object.entries(entity.fields)) {
    if (options.omit?.includes(key)) continue;
    if (field.readOnly || field.joined) continue;
    const widget = WIDGETS[field.display] ?? 'input';
    // The generic form leaves files and rich text out; here they are text on the wire, drawn differently.
    const control = widget === 'input' ? controlOf(field) : 'text';
    if (!control) continue;
    if (control === 'ref' && !(key in options.fixed) && !options.choices.includes(key)) continue;
    all.push({
      key,
      label: field.label,
      control,
      required: field.required,
      widget,
      ...(field.enum ? { enum: field.enum } : {}),
      ...(field.ref ? { ref: field.ref } : {}),
    });
  }
  // Typed values first, then the editor and the attachment, which take the form's whole width.
  all.sort((a, b) => WIDGET_ORDER[a.widget] - WIDGET_ORDER[b.widget]);
  return { all, shown: all.filter((f) => !(f.key in options.fixed)) };
}

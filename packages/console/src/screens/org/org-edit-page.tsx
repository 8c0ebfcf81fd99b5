import { SimpleGrid } from '@chakra-ui/react';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { EditPageFrame } from '../edit-page/edit-page-frame.js';
import { useEditPage } from '../edit-page/use-edit-page.js';
import { useLeaveToList } from '../edit-page/use-leave-to-list.js';
import { entityNamed } from '../entity-list/index.js';
import { useOnlyChoices } from '../entity-list/use-form-submit.js';
import { useRefChoices } from '../entity-list/use-ref-choices.js';
import { EditPageFieldInput } from './edit-page-field.js';
import { asGenericField, type EditPageField, editPageFields } from './edit-page-fields.js';
import { editPageSubmission, editPageValues } from './edit-page-values.js';

/** What a page's own control of one field gets: the field, its text value and the form's other values. */
export interface FieldControlProps {
  field: EditPageField;
  value: string;
  values: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
  error: string | undefined;
  readOnly: boolean;
  /** The record as loaded (its joined names), absent while creating. */
  record: Readonly<Record<string, unknown>> | undefined;
}

/** A field drawn by the page itself; drawing nothing leaves it out for now (it depends on another's value). */
export type FieldControl = ComponentType<FieldControlProps>;

export interface OrgEditPageProps {
  /** The entity the page shows: School, Company, or any entity whose fields the contract declares. */
  entity: string;
  /** The sibling list screen the page returns to: 'school-manage'. */
  list: string;
  /**
   * Fields the page draws with controls of its own, by key: a teacher found by name where the user list is
   * not the user's to read, a course's list of schools. Their choices are not loaded from the ref's list.
   */
  controls?: Readonly<Record<string, FieldControl>>;
  /** Parts that save on their own, shown above the form's buttons (EditPageFrame's `after`). */
  after?: ReactNode;
}

const NO_CONTROLS: Readonly<Record<string, FieldControl>> = {};

/**
 * A detail page (学校详情, 企业详情; SPEC §2.3 hidden screens): the entity's writable fields from the contract,
 * loaded by the key in the query or empty to create. Its buttons are the page's form buttons (创建 / 保存):
 * without the one for the current mode, the fields are shown read-only and nothing can be sent.
 */
export function OrgEditPage({ entity: name, list, controls = NO_CONTROLS, after }: OrgEditPageProps) {
  const entity = entityNamed(name);
  const fields = useMemo(() => editPageFields(entity, Object.keys(controls)), [entity, controls]);
  const choices = useRefChoices(
    useMemo(() => fields.filter((f) => !controls[f.key]).map(asGenericField), [fields, controls]),
    true,
  );
  const backToList = useLeaveToList(list);
  const { record, editing, form, readOnly, frame } = useEditPage({
    entity,
    values: (row) => editPageValues(fields, row),
    check: (values, row) => editPageSubmission(entity, fields, values, row),
    leave: backToList,
  });
  const { values, setValues } = form;

  useOnlyChoices(choices, record.status === 'new', setValues);

  return (
    <EditPageFrame {...frame} after={after}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {fields.map((field) => {
          const Own = controls[field.key];
          const props = {
            field,
            value: values[field.key] ?? '',
            onChange: (value: string) => form.change(field.key, value),
            error: form.errors[field.key],
            readOnly,
          };
          return Own ? (
            <Own key={field.key} {...props} values={values} record={editing} />
          ) : (
            <EditPageFieldInput key={field.key} {...props} choices={choices[field.key]} />
          );
        })}
      </SimpleGrid>
    </EditPageFrame>
  );
}

import type { SelectOption } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { entityChoices } from '../../entity-list/entity-calls.js';
import { entityNamed } from '../../entity-list/index.js';
import { EditPageFieldInput } from '../../org/edit-page-field.js';
import { type FieldControlProps, OrgEditPage } from '../../org/org-edit-page.js';

/** fRecruitmentType 2: a post shown to one school, the one 面向学校 names. */
const SCHOOL_BASED = '2';

/**
 * 面向学校: asked only for a school-based post, and then required (the server says 校内招聘请选择面向学校
 * otherwise); a whole-platform post names no school, whatever the writer's own school is. A school admin's
 * only choice, their school, is taken for them.
 */
function TargetSchool({ field, value, values, onChange, error, readOnly }: FieldControlProps) {
  const [schools, setSchools] = useState<SelectOption[]>([]);
  const schoolBased = values.fRecruitmentType === SCHOOL_BASED;
  useEffect(() => {
    if (!schoolBased) return;
    entityChoices(entityNamed('School')).then(setSchools, () => setSchools([]));
  }, [schoolBased]);
  const only = schools.length === 1 ? schools[0]?.value : undefined;
  useEffect(() => {
    if (schoolBased && only && !value) onChange(String(only));
  }, [schoolBased, only, value, onChange]);
  if (!schoolBased) return null;
  return (
    <EditPageFieldInput
      field={{ ...field, required: true }}
      value={value}
      onChange={onChange}
      error={error}
      choices={schools}
      readOnly={readOnly}
    />
  );
}

const CONTROLS = { fSchoolId: TargetSchool };

/**
 * 编辑招聘 (/practice/cloud-recruitment/edit?cCloudRecruitmentId=): a post's fields from the contract, its
 * place through the map picker and its description in the rich editor; empty to write a new post. The chain
 * flags are not here: they move only through the list's step buttons.
 */
export default function EditCloudRecruitmentScreen() {
  return <OrgEditPage entity="CloudRecruitment" list="list" controls={CONTROLS} />;
}

import type { SelectOption } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { authStore } from '../../../stores/auth.js';
import { entityChoices } from '../../entity-list/entity-calls.js';
import { callOperation, entityNamed } from '../../entity-list/index.js';
import { EditPageFieldInput } from '../../org/edit-page-field.js';
import { type FieldControlProps, OrgEditPage } from '../../org/org-edit-page.js';

/** fRecruitmentType 2: a post shown to one school, the one 面向学校 names. */
const SCHOOL_BASED = '2';

/**
 * A field's choices, loaded while `load` is given; when there is only one, it is taken for the writer (an
 * empty field only: an edit keeps what the post says).
 */
function useOnlyChoice(
  load: (() => Promise<SelectOption[]>) | null,
  { value, onChange }: Pick<FieldControlProps, 'value' | 'onChange'>,
): SelectOption[] {
  const [choices, setChoices] = useState<SelectOption[]>([]);
  useEffect(() => {
    load?.().then(setChoices, () => setChoices([]));
  }, [load]);
  const only = load && choices.length === 1 ? choices[0]?.value : undefined;
  useEffect(() => {
    if (only && !value) onChange(String(only));
  }, [only, value, onChange]);
  return choices;
}

const schools = () => entityChoices(entityNamed('School'));
const companies = () => entityChoices(entityNamed('Company'));
const myCompanies = () =>
  callOperation('GetMyCompanyList', {}).then((rows) =>
    rows.map((c) => ({ value: c.fCompanyId, label: c.cCompanyName })),
  );

/**
 * 面向学校: asked only for a school-based post, and then required (the server says 校内招聘请选择面向学校
 * otherwise); a whole-platform post names no school, whatever the writer's own school is. A school admin's
 * only choice, their school, is taken for them.
 */
function TargetSchool(props: FieldControlProps) {
  const schoolBased = props.values.fRecruitmentType === SCHOOL_BASED;
  const choices = useOnlyChoice(schoolBased ? schools : null, props);
  if (!schoolBased) return null;
  return <EditPageFieldInput {...props} field={{ ...props.field, required: true }} choices={choices} />;
}

/**
 * 招聘企业: an enterprise tutor posts only for the companies they work for (the server refuses another), so
 * those are their only choices, and their one company is taken for them. Others choose from the companies
 * they see.
 */
function RecruitingCompany(props: FieldControlProps) {
  const tutor = useSnapshot(authStore).user?.roles.includes('companyTutor') ?? false;
  const choices = useOnlyChoice(tutor ? myCompanies : companies, props);
  return <EditPageFieldInput {...props} choices={choices} />;
}

const CONTROLS = { fSchoolId: TargetSchool, fCompanyId: RecruitingCompany };

/**
 * 编辑招聘 (/practice/cloud-recruitment/edit?cCloudRecruitmentId=): a post's fields from the contract, its
 * place through the map picker and its description in the rich editor; empty to write a new post. The chain
 * flags are not here: they move only through the list's step buttons.
 */
export default function EditCloudRecruitmentScreen() {
  return <OrgEditPage entity="CloudRecruitment" list="list" controls={CONTROLS} />;
}

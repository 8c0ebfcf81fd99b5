import type { EntityColumns } from '@practice/ui-kit';
import { ScopedListScreen } from '../../kit/index.js';
import { PROJECT_SCOPE } from './parts/camp-links.js';

/** Who guides the project: name, kind, company and research; the tutor's account id says nothing. */
const COLUMNS: EntityColumns<'ProjectTutor'> = {
  cProjectName: false,
  fTutorUserId: false,
  fCompanyId: false,
  tCreateDate: false,
};

/** 项目导师 (SPEC 2.3 tutor-list): the in-school and enterprise tutors of the project, read-only. */
export default function ProjectTutorsScreen() {
  return <ScopedListScreen entity="ProjectTutor" scope={PROJECT_SCOPE} columns={COLUMNS} />;
}

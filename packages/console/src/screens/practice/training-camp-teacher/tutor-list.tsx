import type { EntityColumns } from '@practice/ui-kit';
import { ScopedListScreen } from '../../kit/index.js';
import { ONE_PROJECT, PROJECT_SCOPE } from './parts/project-links.js';

const COLUMNS: EntityColumns<'ProjectTutor'> = { ...ONE_PROJECT };

/**
 * 项目导师 (…/tutor-list?cProjectInfoId=): the project's tutors of both kinds (in-school and enterprise, with
 * the enterprise's company), added, edited and removed in the generic form.
 */
export default function ProjectTutorsScreen() {
  return <ScopedListScreen entity="ProjectTutor" scope={PROJECT_SCOPE} columns={COLUMNS} />;
}

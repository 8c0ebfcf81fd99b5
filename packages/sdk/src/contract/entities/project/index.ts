import { ProjectInfo } from './project-info.js';
import { ProjectProjectTechnology } from './project-project-technology.js';
import { ProjectQuestion } from './project-question.js';
import { ProjectResource } from './project-resource.js';
import { ProjectResourceDirectory } from './project-resource-directory.js';
import { ProjectTask } from './project-task.js';
import { ProjectTeam } from './project-team.js';
import { ProjectTeamInvitation } from './project-team-invitation.js';
import { ProjectTeamStudent } from './project-team-student.js';
import { ProjectTeamTask } from './project-team-task.js';
import { ProjectTechnology } from './project-technology.js';
import { ProjectTutor } from './project-tutor.js';

/** Training camp (science-innovation projects): projects, teams, tasks, questions, tutors (SPEC §1, §7.3). */
export const projectEntities = [
  ProjectInfo,
  ProjectTechnology,
  ProjectProjectTechnology,
  ProjectQuestion,
  ProjectResource,
  ProjectResourceDirectory,
  ProjectTask,
  ProjectTeam,
  ProjectTeamStudent,
  ProjectTeamInvitation,
  ProjectTeamTask,
  ProjectTutor,
];

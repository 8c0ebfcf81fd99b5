import type { Handler } from '../../context.js';
import { applicationHandlers } from './applications.js';
import { counterHandlers } from './counters.js';
import { courseHandlers } from './courses.js';
import { downloadHandlers } from './downloads.js';
import { enrolmentHandlers } from './enrolment.js';
import { editEvaluation } from './evaluation.js';
import { gatewayHandlers } from './gateway.js';
import { guardHandlers } from './guards.js';
import { addHandIn, editHandIn } from './hand-ins.js';
import { importStudents } from './import.js';
import { invitationHandlers } from './invitations.js';
import { lectureHandlers } from './lectures.js';
import { addMember, deleteMembers, editMember, setLeader } from './members.js';
import { finishPractice, practiceModel, practicePage } from './practice.js';
import { finishProject } from './project.js';
import { questionHandlers } from './questions.js';
import { recruitmentHandlers } from './recruitment.js';
import { cancelRegistration, register } from './registration.js';
import { addStudent, authStudents, deleteStudents, unauthStudents } from './students.js';
import { addTeamTask, deleteTeamTasks, editTeamTask, editTeamTaskFile } from './team-tasks.js';
import { teamHandlers } from './teams.js';

/**
 * Practice courses, training-camp projects, the cloud areas, resources and the portal: their specific calls
 * and the rules of SPEC §4-§5 that replace a standard handler of the same name.
 */
export const practiceHandlers: Record<string, Handler> = {
  // Practice courses and course selection
  ...courseHandlers,
  FinishPracticeInfoIDS: finishPractice,
  GetPracticeInfoPageList: practicePage,
  GetPracticeInfoModel: practiceModel,
  RegisterPracticeStudent: register,
  CancelRegisterPracticeStudent: cancelRegistration,
  AddPracticeStudent: addStudent,
  DeletePracticeStudentIDS: deleteStudents,
  AuthPracticeStudentIDS: authStudents,
  UnAuthPracticeStudentIDS: unauthStudents,
  ImportPracticeStudentList: importStudents,
  EditPracticeStudentTaskEvaluation: editEvaluation,
  AddPracticeStudentTask: addHandIn,
  EditPracticeStudentTask: editHandIn,
  // Training camp
  FinishProjectInfoIDS: finishProject,
  ...teamHandlers,
  ...enrolmentHandlers,
  ...invitationHandlers,
  SetProjectTeamLeader: setLeader,
  AddProjectTeamStudent: addMember,
  EditProjectTeamStudent: editMember,
  DeleteProjectTeamStudentIDS: deleteMembers,
  AddProjectTeamTask: addTeamTask,
  EditProjectTeamTaskFile: editTeamTaskFile,
  EditProjectTeamTask: editTeamTask,
  DeleteProjectTeamTaskIDS: deleteTeamTasks,
  ...questionHandlers,
  // Cloud areas, resources, portal
  ...recruitmentHandlers,
  ...applicationHandlers,
  ...lectureHandlers,
  ...counterHandlers,
  ...downloadHandlers,
  ...gatewayHandlers,
  // Edits that must not move a row out from under the rules above
  ...guardHandlers,
};

import {
  CloudCareerPlanning,
  CloudCareerPlanningComment,
  CloudCareerPlanningEnrollment,
  CloudCareerPlanningVideo,
} from './career-planning.js';
import { CloudResource } from './cloud-resource.js';
import {
  CloudInnovation,
  CloudInnovationComment,
  CloudInnovationEnrollment,
  CloudInnovationVideo,
} from './innovation.js';
import { CloudMyHistory } from './my-history.js';
import { CloudPlaybackViewer } from './playback-viewer.js';
import { CloudRecruitment } from './recruitment.js';
import { CloudRecruitmentApply } from './recruitment-apply.js';
import { CloudResume } from './resume.js';
import { CloudResumeBase } from './resume-base.js';
import { CloudSeminar, CloudSeminarComment, CloudSeminarEnrollment, CloudSeminarVideo } from './seminar.js';
import { CloudSeminarTeachFile } from './seminar-teach-file.js';
import { CloudSeminarTeachPaper } from './seminar-teach-paper.js';

/** Cloud recruitment, resources, lecture areas, resumes and footprints (SPEC §1 "Cloud ..."). */
export const cloudEntities = [
  CloudCareerPlanning,
  CloudCareerPlanningComment,
  CloudCareerPlanningEnrollment,
  CloudCareerPlanningVideo,
  CloudInnovation,
  CloudInnovationComment,
  CloudInnovationEnrollment,
  CloudInnovationVideo,
  CloudSeminar,
  CloudSeminarComment,
  CloudSeminarEnrollment,
  CloudSeminarVideo,
  CloudSeminarTeachFile,
  CloudSeminarTeachPaper,
  CloudMyHistory,
  CloudPlaybackViewer,
  CloudRecruitment,
  CloudRecruitmentApply,
  CloudResource,
  CloudResume,
  CloudResumeBase,
];

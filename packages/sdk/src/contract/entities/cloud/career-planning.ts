import { defineLectureArea } from './lecture-area.js';

/** Cloud career-planning area (/practice/cloud-careerPlanning). */
export const {
  area: CloudCareerPlanning,
  comment: CloudCareerPlanningComment,
  enrollment: CloudCareerPlanningEnrollment,
  video: CloudCareerPlanningVideo,
} = defineLectureArea('CloudCareerPlanning', '职业规划讲座');

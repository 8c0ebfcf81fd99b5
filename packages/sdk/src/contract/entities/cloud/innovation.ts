import { defineLectureArea } from './lecture-area.js';

/** Cloud innovation area (/practice/cloud-innovation). */
export const {
  area: CloudInnovation,
  comment: CloudInnovationComment,
  enrollment: CloudInnovationEnrollment,
  video: CloudInnovationVideo,
} = defineLectureArea('CloudInnovation', '创新创业讲座');

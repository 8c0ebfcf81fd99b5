import { defineLectureArea } from './lecture-area.js';

/** Cloud seminar area (/practice/cloud-seminar); its teaching files and papers sit beside it. */
export const {
  area: CloudSeminar,
  comment: CloudSeminarComment,
  enrollment: CloudSeminarEnrollment,
  video: CloudSeminarVideo,
} = defineLectureArea('CloudSeminar', '研讨会');

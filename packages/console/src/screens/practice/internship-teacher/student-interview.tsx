import { InterviewList } from './parts/work-interviews.js';
import { STUDENT_SCOPE } from './parts/work-scope.js';

/** 学生访谈 (SPEC 2.3 student-interview): one student's interviews in the course. */
export default function StudentInterviewScreen() {
  return <InterviewList scope={STUDENT_SCOPE} />;
}

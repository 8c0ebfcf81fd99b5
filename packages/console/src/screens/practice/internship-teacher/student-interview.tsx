import { STUDENT_SCOPE } from '../../kit/internship/work-scope.js';
import { InterviewList } from './parts/interviews/interviews.js';

/** 学生访谈 (SPEC 2.3 student-interview): one student's interviews in the course. */
export default function StudentInterviewScreen() {
  return <InterviewList scope={STUDENT_SCOPE} />;
}

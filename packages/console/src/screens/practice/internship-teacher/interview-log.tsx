import { COURSE_SCOPE } from '../../kit/internship/work-scope.js';
import { InterviewList } from './parts/interviews/interviews.js';

/** 访谈记录 (SPEC 2.3 interview-log): the course's interviews; a student's name opens theirs. */
export default function InterviewLogScreen() {
  return <InterviewList scope={COURSE_SCOPE} />;
}

import type { OwnScopeSource } from './kit/own-scope.js';
import { TUTOR_INTERNSHIPS } from './practice/internship-teacher/parts/course/tutor-internships.js';
import { OWN_COURSES } from './practice/practice-info-student/parts/own-courses.js';
import { OWN_INTERNSHIPS } from './practice/student-manage/parts/own-internships.js';
import { TUTOR_PROJECTS } from './practice/training-camp-teacher/parts/tutor-projects.js';

/**
 * Every section whose pages are opened from a row of the user's own courses and may be opened without one:
 * the student's internships and courses, the tutor's internship courses and training-camp projects. Each is
 * declared by its section; the signed-in shell hands the list to the kit (OwnScopeSourcesContext in layouts/shell.tsx), so the kit
 * never reaches into a feature.
 */
export const OWN_SCOPE_SOURCES: readonly OwnScopeSource[] = [
  OWN_INTERNSHIPS,
  OWN_COURSES,
  TUTOR_INTERNSHIPS,
  TUTOR_PROJECTS,
];

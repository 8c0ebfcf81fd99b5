import { OWN_COURSES } from '../practice/practice-info-student/parts/own-courses.js';
import { OWN_INTERNSHIPS } from '../practice/student-manage/parts/own-internships.js';
import type { OwnScopeSource } from './own-scope.js';

/** Every section whose pages a student opens from the menu as well as from a row of their own courses. */
export const OWN_SCOPE_SOURCES: readonly OwnScopeSource[] = [OWN_INTERNSHIPS, OWN_COURSES];

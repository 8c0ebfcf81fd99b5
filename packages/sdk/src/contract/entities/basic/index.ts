import { Class } from './class.js';
import { School } from './school.js';

/** Basic information: schools, classes, students, teachers, companies, school settings (SPEC §1). */
export const basicEntities = [School, Class];

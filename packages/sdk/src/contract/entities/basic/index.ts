import { Class } from './class.js';
import { Company } from './company.js';
import { School } from './school.js';
import { SchoolSetting } from './school-setting.js';
import { Student } from './student.js';
import { Teacher } from './teacher.js';

/** Basic information: schools, classes, students, teachers, companies, school settings (SPEC §1). */
export const basicEntities = [School, Class, Student, Teacher, Company, SchoolSetting];

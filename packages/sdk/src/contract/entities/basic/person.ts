import { Sex } from '../../enums.js';
import { choice, email, joined, mobile, ref, text } from '../../field.js';

/**
 * Students and teachers are both a school's people with a sign-in account: the same columns, differing only
 * in what their number means (student number or staff number).
 */
export const personFields = (numberLabel: string) => ({
  fUserId: ref('账号', 'AppUser'),
  fSchoolId: ref('学校', 'School', { required: true, searchable: true }),
  cSchoolName: joined('学校'),
  cRealName: text('姓名', { required: true, searchable: true, sortable: true, max: 50 }),
  cNumber: text(numberLabel, { required: true, searchable: true, sortable: true, max: 32 }),
  cMobile: mobile('手机号', { required: true, searchable: true }),
  fSex: choice(Sex, { searchable: true }),
  cEmail: email('邮箱', { column: false }),
});

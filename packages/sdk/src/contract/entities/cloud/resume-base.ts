import { defineEntity } from '../../entity.js';
import { EducationType, Sex } from '../../enums.js';
import { choice, created, date, email, id, image, joined, mobile, ref, text, textarea } from '../../field.js';
import { RESUME_WRITERS } from './resume.js';

/** A student's personal details, written once and shared by all their resumes (my-resume). */
export const CloudResumeBase = defineEntity({
  name: 'CloudResumeBase',
  label: '简历基本信息',
  api: 'internship',
  key: 'cCloudResumeBaseId',
  title: 'cRealName',
  fields: {
    cCloudResumeBaseId: id(),
    fUserId: ref('学生账号', 'AppUser', { readOnly: true, searchable: true }),
    fSchoolId: ref('学校', 'School', { readOnly: true, searchable: true }),
    cSchoolName: joined('学校'),
    cRealName: text('姓名', { required: true, searchable: true, sortable: true, max: 50 }),
    fSex: choice(Sex, { required: true }),
    tBirthday: date('出生日期', { column: false }),
    cMobile: mobile('手机号', { required: true, searchable: true }),
    cEmail: email('邮箱'),
    cAvatar: image('证件照'),
    cMajor: text('专业', { searchable: true, max: 100 }),
    fEducationType: choice(EducationType, { label: '最高学历', searchable: true }),
    tGraduateDate: date('毕业时间', { sortable: true }),
    cJobIntention: text('求职意向', { searchable: true, max: 100 }),
    cExpectedCity: text('期望城市', { max: 50 }),
    cExpectedSalary: text('期望薪资', { max: 50 }),
    cSelfEvaluation: textarea('自我评价', { max: 2000 }),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId', owner: 'fUserId' },
  grants: { write: RESUME_WRITERS },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});

import { defineEntity } from '../../entity.js';
import { IsOpen } from '../../enums.js';
import { choice, created, file, id, joined, ref, text, textarea } from '../../field.js';
import type { Role } from '../../roles.js';

/** A student writes their own resume; school admins may correct one. */
export const RESUME_WRITERS: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'student'];

/** One of a student's resumes (my-resume); the one sent with an application is referenced by it. */
export const CloudResume = defineEntity({
  name: 'CloudResume',
  label: '简历',
  api: 'internship',
  key: 'cCloudResumeId',
  title: 'cResumeName',
  fields: {
    cCloudResumeId: id(),
    cCloudResumeBaseId: ref('基本信息', 'CloudResumeBase', { required: true }),
    fUserId: ref('学生账号', 'AppUser', { readOnly: true, searchable: true }),
    // The name the resume shows is the one its base details give, which every resume of the student shares.
    cRealName: joined('姓名', { via: 'cCloudResumeBaseId' }),
    fSchoolId: ref('学校', 'School', { readOnly: true, searchable: true }),
    cSchoolName: joined('学校'),
    cResumeName: text('简历名称', { required: true, searchable: true, sortable: true, max: 100 }),
    cEducation: textarea('教育经历', { max: 4000 }),
    cInternship: textarea('实习经历', { max: 4000 }),
    cProjectExperience: textarea('项目经历', { max: 4000 }),
    cSkills: textarea('专业技能', { max: 2000 }),
    cCertificates: textarea('获奖与证书', { max: 2000 }),
    cFilePath: file('附件简历'),
    // Open resumes may be found by companies in the resume list without being sent.
    fIsOpen: choice(IsOpen, { searchable: true }),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId', owner: 'fUserId' },
  grants: { write: RESUME_WRITERS },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});

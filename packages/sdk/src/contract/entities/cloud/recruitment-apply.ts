import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { choice, created, file, id, joined, ref, textarea } from '../../field.js';
import { EVERYONE, type Role } from '../../roles.js';
import { idsBody, none } from '../../wire.js';
import { ApplyMark } from './enums.js';

/** Those who read the resumes a post received. */
const RECRUITERS: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'companyTutor'];

/** A resume a student sent to a job post (my-resume-sent for the student, resume-list for the company). */
export const CloudRecruitmentApply = defineEntity({
  name: 'CloudRecruitmentApply',
  label: '简历投递',
  api: 'internship',
  key: 'cCloudRecruitmentApplyId',
  title: 'cRealName',
  fields: {
    cCloudRecruitmentApplyId: id(),
    cCloudRecruitmentId: ref('招聘职位', 'CloudRecruitment', { required: true, searchable: true }),
    cJobName: joined('职位名称'),
    cCompanyName: joined('招聘企业', { via: 'cCloudRecruitmentId.fCompanyId' }),
    cCloudResumeId: ref('简历', 'CloudResume', { required: true }),
    cResumeName: joined('简历名称'),
    fUserId: ref('投递人', 'AppUser', { readOnly: true, searchable: true }),
    cRealName: joined('投递人'),
    // From the applicant's account, as the name is (not fSchoolId: the school's contact number).
    cMobile: joined('手机号', { via: 'fUserId' }),
    fSchoolId: ref('学校', 'School', { readOnly: true, searchable: true }),
    cSchoolName: joined('学校'),
    // A snapshot of the resume's attachment when sent, so later edits do not change what the company got.
    cFilePath: file('简历附件', { readOnly: true }),
    // The applicant's note to the poster: a column of the poster's resume-list (and of my-resume-sent).
    cMessage: textarea('求职留言', { max: 500, column: true }),
    // The company's sorting of what it received; only the post's recruiters set it (MarkCloudRecruitmentApplyIDS).
    fMarkStatus: choice(ApplyMark, { searchable: true, readOnly: true }),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId', owner: 'fUserId' },
  // Sending is an Add by the student; withdrawing a sent resume is their Delete.
  grants: { write: EVERYONE },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: () => [
    {
      action: 'MarkCloudRecruitmentApplyIDS',
      summary: '标记投递简历',
      kind: 'action',
      get body() {
        return z.object({ ids: idsBody.shape.ids, fMarkStatus: ApplyMark.schema });
      },
      content: none,
      grants: RECRUITERS,
    },
    {
      action: 'BatchDownloadCloudRecruitmentApply',
      summary: '批量下载投递简历',
      kind: 'download',
      body: idsBody,
      get content() {
        return z.string();
      },
      timeoutMs: 300000,
      grants: RECRUITERS,
    },
  ],
});

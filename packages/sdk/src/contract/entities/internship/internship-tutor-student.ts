import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { created, id, joined, ref } from '../../field.js';
import { qualified } from '../../operation.js';
import { ADMINS } from '../../roles.js';
import { idValue, none } from '../../wire.js';
import { internshipStudentNames } from './shared.js';

/** Which tutor guides which student in a course. */
export const InternshipTutorStudent = defineEntity({
  name: 'InternshipTutorStudent',
  label: '导师学生',
  api: 'internship',
  key: 'fInternshipTutorStudentId',
  title: 'cRealName',
  fields: {
    fInternshipTutorStudentId: id(),
    fInternshipInfoId: ref('实习课程', 'InternshipInfo', { required: true, searchable: true }),
    fInternshipTutorId: ref('导师', 'InternshipTutor', { required: true, searchable: true }),
    cTutorName: joined('导师', { via: 'fInternshipTutorId', field: 'cRealName' }),
    fInternshipStudentId: ref('实习学生', 'InternshipStudent', { required: true, searchable: true }),
    ...internshipStudentNames(),
    tCreateDate: created(),
  },
  rows: { course: { field: 'fInternshipInfoId', entity: 'InternshipInfo' } },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: () => [
    {
      name: qualified('InternshipTutorStudent', 'AddInternshipTutorStudentList'),
      action: 'AddInternshipTutorStudentList',
      summary: '为导师分配学生',
      get body() {
        return z.object({
          InternshipStudentIds: z.array(idValue).min(1, '请选择学生').max(1000, '一次最多操作1000条数据'),
          fInternshipTutorId: idValue,
        });
      },
      content: none,
    },
  ],
});

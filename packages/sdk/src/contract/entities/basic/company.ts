import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { created, email, id, image, joined, location, phone, ref, richText, text } from '../../field.js';
import { idValue } from '../../wire.js';

export const Company = defineEntity({
  name: 'Company',
  label: '企业',
  api: 'internship',
  key: 'fCompanyId',
  title: 'cCompanyName',
  fields: {
    fCompanyId: id(),
    // The school that partners with the company: enterprise tutors and internship places come from it.
    fSchoolId: ref('合作学校', 'School', { required: true, searchable: true }),
    cSchoolName: joined('合作学校'),
    cCompanyName: text('企业名称', { required: true, searchable: true, sortable: true, max: 100 }),
    cCreditCode: text('统一社会信用代码', { searchable: true, max: 18 }),
    cIndustry: text('所属行业', { searchable: true, max: 50 }),
    cScale: text('企业规模', { max: 50 }),
    cLogo: image('企业标志', { column: false }),
    cAddress: location('企业地址'),
    cContact: text('联系人', { max: 50 }),
    cMobile: phone('联系电话', { searchable: true }),
    cEmail: email('联系邮箱', { column: false }),
    cWebsite: text('企业网址', { max: 200, column: false }),
    cDesc: richText('企业简介'),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId' },
  // A partner is listed once per school; the same company may partner with several schools.
  unique: [
    { field: 'cCompanyName', within: 'fSchoolId' },
    { field: 'cCreditCode', within: 'fSchoolId' },
  ],
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: () => [
    {
      action: 'GetMyCompanyList',
      kind: 'list',
      summary: '读取我所在的企业（企业导师发布职位时可选的招聘企业）',
      get content() {
        return z.array(z.object({ fCompanyId: idValue, cCompanyName: z.string() }));
      },
      grants: ['companyTutor'],
      referenceServerOnly: true,
    },
  ],
});

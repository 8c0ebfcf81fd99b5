import { defineEntity } from '../../entity.js';
import { choice, created, id, ref, text } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { studentRecordFields, studentRecordRows } from '../internship/shared.js';
import { creditCodeValue } from './credit-code.js';
import { InternshipKind, MajorMatch, OrganizeForm, PlacementMode } from './enums.js';

/*
 * 岗位信息 (issue 30, part 1): what a student's placement records beyond 实习学生's company, post and dates,
 * one row per 实习学生: whether the post matches the major (对口率), the company's 统一社会信用代码 and the
 * city (placements by city), and the national platform's 实习类型, 组织形式 and 实习方式 (the bureau's
 * report). The company's name, post and dates stay on 实习学生, so they are not kept twice.
 */

const stored = { readOnly: true } as const;

export const InternshipPlacement = defineEntity({
  name: 'InternshipPlacement',
  label: '岗位信息',
  api: 'internship',
  key: 'fInternshipPlacementId',
  title: 'cRealName',
  referenceServerOnly: true,
  fields: {
    fInternshipPlacementId: id(),
    ...studentRecordFields(),
    fSchoolId: ref('学校', 'School', stored),
    fInternshipKind: choice(InternshipKind, { required: true, searchable: true }),
    fOrganizeForm: choice(OrganizeForm, { required: true, searchable: true }),
    fPlacementMode: choice(PlacementMode, { required: true, searchable: true }),
    fMajorMatch: choice(MajorMatch, { required: true, searchable: true }),
    cCreditCode: { ...text('统一社会信用代码', { searchable: true, max: 18 }), schema: creditCodeValue },
    cCity: text('实习城市', { searchable: true, max: 50 }),
    tCreateDate: created(),
  },
  unique: [{ field: 'fInternshipStudentId' }],
  rows: studentRecordRows,
  grants: { read: 'authenticated', write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});

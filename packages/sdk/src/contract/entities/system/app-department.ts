import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { DepartmentLabel } from '../../enums.js';
import { choice, created, id, int, joined, ref, text } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { idValue } from '../../wire.js';

/** Departments form one tree: schools at the top, their classes below (label 学校 / 班级). */
export const AppDepartment = defineEntity({
  name: 'AppDepartment',
  label: '部门',
  api: 'system',
  key: 'fAppDepartmentId',
  title: 'cDepartName',
  fields: {
    fAppDepartmentId: id(),
    fParentId: ref('上级部门', 'AppDepartment', { searchable: true }),
    cParentName: joined('上级部门', { via: 'fParentId', field: 'cDepartName' }),
    cDepartName: text('部门名称', { required: true, searchable: true, sortable: true, max: 100 }),
    fDepartmentLabel: choice(DepartmentLabel, { required: true, searchable: true }),
    fSchoolId: ref('学校', 'School', { searchable: true }),
    fIndex: int('排序', { sortable: true }),
    tCreateDate: created(),
  },
  tree: { action: 'GetTreeList', shape: 'jsnode', parent: 'fParentId', text: 'cDepartName' },
  rows: { school: 'fSchoolId' },
  grants: { write: ADMINS },
  defaultSort: { field: 'fIndex', order: 'asc' },
  actions: (self) => [
    {
      action: 'GetList',
      kind: 'list',
      summary: '部门列表（不分页）',
      get query() {
        return z.object({
          fParentId: idValue.optional(),
          fDepartmentLabel: z.coerce.number().int().optional(),
        });
      },
      get content() {
        return z.array(self.row);
      },
      grants: 'authenticated',
    },
  ],
});

import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { idValue, none, pageNumber, pageOf, pageSize } from '../wire.js';

/*
 * The generic table calls of SPEC §7.4 (/table/getList, /table/doEdit, /table/doDelete). They name the
 * entity group they act on, and the server runs that group's own page list, edit or delete with its own
 * grants and row scope: a generic call never reaches rows the specific call would not.
 */

const table = z.string().regex(/^[A-Z]\w{1,80}$/, '表名不合法');
const tableOp = { api: 'internship', controller: 'table', kind: 'action', grants: 'authenticated' } as const;

export const tableOperations = [
  defineOperation({
    ...tableOp,
    name: 'Table_getList',
    action: 'getList',
    path: '/table/getList',
    kind: 'page',
    summary: '通用表格：分页列表',
    get query() {
      return z.object({ table, pageNumber, pageSize }).catchall(z.string().max(200));
    },
    get content() {
      return pageOf(z.record(z.string(), z.unknown()));
    },
  }),
  defineOperation({
    ...tableOp,
    name: 'Table_doEdit',
    action: 'doEdit',
    path: '/table/doEdit',
    summary: '通用表格：编辑一行',
    get body() {
      return z.object({ table, row: z.record(z.string(), z.unknown()) });
    },
    get content() {
      return z.record(z.string(), z.unknown());
    },
  }),
  defineOperation({
    ...tableOp,
    name: 'Table_doDelete',
    action: 'doDelete',
    path: '/table/doDelete',
    summary: '通用表格：删除选中行',
    get body() {
      return z.object({ table, ids: z.array(idValue).min(1, '未选中数据').max(1000) });
    },
    content: none,
  }),
];

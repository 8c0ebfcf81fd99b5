import { describe, expect, it, vi } from 'vitest';
import { workbookBytes } from './testing.js';
import { USER_IMPORT_COLUMNS } from './user-import-columns.js';
import { parseUserImport } from './user-import-parse.js';
import { IMPORT_MESSAGES } from './user-import-rows.js';
import {
  DATABASE_MESSAGES,
  importErrorMessage,
  type UserImportContext,
  validateUserImportRows,
} from './user-import-validate.js';

const HEADER = USER_IMPORT_COLUMNS.map((c) => c.header);

/** Ids as the database would issue them, named for readability. */
const SCHOOL_1 = 'school-1';
const SCHOOL_2 = 'school-2';
const CLASS_11 = 'class-11';

/** Two schools with their classes, and one mobile already registered. */
function fakeDatabase(overrides: Partial<UserImportContext> = {}) {
  const schools = new Map([
    ['S01', { fSchoolId: SCHOOL_1, cSchoolName: '第一大学' }],
    ['S02', { fSchoolId: SCHOOL_2, cSchoolName: '第二学院' }],
  ]);
  const classes = new Map<string, Map<string, string>>([
    [
      SCHOOL_1,
      new Map([
        ['计科1班', CLASS_11],
        ['计科2班', 'class-12'],
      ]),
    ],
    [SCHOOL_2, new Map([['机电1班', 'class-21']])],
  ]);
  const context = {
    findSchoolsByCode: vi.fn(
      async (codes: readonly string[]) =>
        new Map(codes.flatMap((c) => (schools.has(c) ? [[c, schools.get(c)!] as const] : []))),
    ),
    findClassesByName: vi.fn(
      async (id: string, names: readonly string[]) =>
        new Map(
          names.flatMap((n) => (classes.get(id)?.has(n) ? [[n, classes.get(id)!.get(n)!] as const] : [])),
        ),
    ),
    findRegisteredMobiles: vi.fn(
      async (mobiles: readonly string[]) => new Set(mobiles.filter((m) => m === '13900000000')),
    ),
    ...overrides,
  } satisfies UserImportContext;
  return context;
}

describe('validateUserImportRows', () => {
  it('returns every user of a good file, resolved against the database', async () => {
    const rows = [
      HEADER,
      ['S01', '张三', '学生', '计科1班', '+86 138 0013 8000', '20240001'],
      ['', '', '', '', '', ''],
      ['S02', '李老师', '教师', '随便写的班级', '13800138001'],
      ['S01', '王管理', '学校管理员', '', '008613800138002', 'T001'],
    ];
    const result = await validateUserImportRows(rows, fakeDatabase());
    expect(result).toEqual({
      ok: true,
      users: [
        {
          row: 2,
          fSchoolId: SCHOOL_1,
          cSchoolName: '第一大学',
          cRealName: '张三',
          userType: 'student',
          fAppDepartmentId: CLASS_11,
          cDepartName: '计科1班',
          cMobile: '13800138000',
          cNumber: '20240001',
        },
        {
          row: 4,
          fSchoolId: SCHOOL_2,
          cSchoolName: '第二学院',
          cRealName: '李老师',
          userType: 'teacher',
          fAppDepartmentId: null,
          cDepartName: null,
          cMobile: '13800138001',
          cNumber: null,
        },
        {
          row: 5,
          fSchoolId: SCHOOL_1,
          cSchoolName: '第一大学',
          cRealName: '王管理',
          userType: 'schoolManager',
          fAppDepartmentId: null,
          cDepartName: null,
          cMobile: '13800138002',
          cNumber: 'T001',
        },
      ],
    });
  });

  it('reports every bad row with its spreadsheet row number, in order', async () => {
    const rows = [
      HEADER,
      ['S01', '张三', '学生', '计科1班', '13800138000', '001'], // row 2: fine
      ['', '', '学生', '', '12345'], // row 3
      ['S09', '李四', '老师', '', '13800138000', '001'], // row 4
      ['S01', '王五', '学生', '不存在的班', '13900000000', '001'], // row 5
      ['S02', 'x'.repeat(51), '教师', '', '138-0013-8003', '001'], // row 6
      [], // row 7: blank, ignored
      ['S02', '赵六', '', '', ''], // row 8
    ];
    const context = fakeDatabase({ onlySchoolId: undefined });
    const result = await validateUserImportRows(rows, context);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { row: 3, field: '学校识别码', message: IMPORT_MESSAGES.schoolCodeRequired },
      { row: 3, field: '姓名', message: '姓名不能为空' },
      { row: 3, field: '班级名称', message: '班级不能为空' },
      { row: 3, field: '手机号', message: '请输入正确的手机号码' },
      { row: 4, field: '学校识别码', message: DATABASE_MESSAGES.schoolUnknown },
      { row: 4, field: '类型', message: '类型只能是 学生、教师、学校管理员 之一' },
      { row: 4, field: '手机号', message: '与第2行重复' },
      { row: 5, field: '班级名称', message: DATABASE_MESSAGES.classUnknown('不存在的班') },
      { row: 5, field: '手机号', message: DATABASE_MESSAGES.mobileRegistered },
      { row: 5, field: '学号/工号', message: '与第2行重复' },
      { row: 6, field: '姓名', message: '长度不能超过50个字符' },
      { row: 6, field: '手机号', message: '请输入正确的手机号码' },
      { row: 8, field: '类型', message: IMPORT_MESSAGES.typeRequired },
      { row: 8, field: '手机号', message: IMPORT_MESSAGES.mobileRequired },
    ]);
    // The database is asked in batches, not once per row.
    expect(context.findSchoolsByCode).toHaveBeenCalledTimes(1);
    expect(context.findSchoolsByCode).toHaveBeenCalledWith(['S01', 'S09', 'S02']);
    expect(context.findRegisteredMobiles).toHaveBeenCalledTimes(1);
    expect(context.findClassesByName).toHaveBeenCalledTimes(1);
    expect(context.findClassesByName).toHaveBeenCalledWith(SCHOOL_1, ['计科1班', '不存在的班']);
  });

  it('refuses rows of another school in a school administrator import', async () => {
    const rows = [
      HEADER,
      ['S01', '张三', '教师', '', '13800138000'],
      ['S02', '李四', '教师', '', '13800138001'],
    ];
    const result = await validateUserImportRows(rows, fakeDatabase({ onlySchoolId: SCHOOL_1 }));
    expect(result).toEqual({
      ok: false,
      errors: [{ row: 3, field: '学校识别码', message: DATABASE_MESSAGES.otherSchool }],
    });
  });

  it.each([
    [
      'renamed column',
      ['学校识别码', '名字', '类型', '班级名称 (学生必填)', '手机号', '学号/工号'],
      ['姓名'],
    ],
    [
      'swapped columns',
      ['姓名', '学校识别码', '类型', '班级名称 (学生必填)', '手机号', '学号/工号'],
      ['学校识别码', '姓名'],
    ],
    ['missing column', ['学校识别码', '姓名', '类型', '班级名称 (学生必填)', '手机号'], ['学号/工号']],
    ['empty sheet', [], USER_IMPORT_COLUMNS.map((c) => c.header.replace(/\s*\(.*\)$/, ''))],
  ])('stops at a wrong header: %s', async (_, header, badFields) => {
    const result = await validateUserImportRows(
      [header, ['S01', '张三', '教师', '', '13800138000']],
      fakeDatabase(),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.row, e.field])).toEqual(badFields.map((f) => [1, f]));
    expect(result.errors[0]?.message).toMatch(/^表头应为".+", 请使用下载的导入模板/);
  });

  it('accepts header variants a spreadsheet program or a user may produce', async () => {
    const header = ['学校识别码 ', '*姓名', '类型', '班级名称（学生必填）', '手机号', '学号/工号', '备注'];
    const result = await validateUserImportRows(
      [header, ['S01', '张三', '教师', '', '13800138000']],
      fakeDatabase(),
    );
    expect(result.ok).toBe(true);
  });

  it('says so when there is no user in the file', async () => {
    expect(await validateUserImportRows([HEADER, [], ['  ']], fakeDatabase())).toEqual({
      ok: false,
      errors: [{ row: 2, field: '', message: IMPORT_MESSAGES.noUsers }],
    });
  });

  it('caps a very long error list with a note', async () => {
    const rows = [HEADER, ...Array.from({ length: 30 }, () => ['S01', '张三', '学生', '', 'bad'])];
    const result = await validateUserImportRows(rows, fakeDatabase(), { maxErrors: 10 });
    if (result.ok) throw new Error('expected errors');
    expect(result.errors).toHaveLength(11);
    expect(result.errors.at(-1)).toEqual({
      row: 0,
      field: '',
      message: DATABASE_MESSAGES.tooManyErrors(60, 10),
    });
  });
});

describe('from upload to users', { timeout: 60_000 }, () => {
  it('parses and validates a workbook with several bad rows', async () => {
    const bytes = workbookBytes([
      HEADER,
      ['S01', '张三', '学生', '计科1班', 13800138000, 20240001],
      ['S01', '李四', '学生', '', 1380013800],
      ['S01', '王五', '学生', '计科2班', 13800138000],
    ]);
    const result = await validateUserImportRows(await parseUserImport(bytes, '用户.xlsx'), fakeDatabase());
    if (result.ok) throw new Error('expected errors');
    expect(result.errors.map((e) => `${e.row} ${e.field}`)).toEqual(['3 班级名称', '3 手机号', '4 手机号']);
    expect(importErrorMessage(result.errors)).toBe(
      '导入失败, 请修改后重新上传: 第3行 班级名称: 班级不能为空; 第3行 手机号: 请输入正确的手机号码; 第4行 手机号: 与第2行重复',
    );
  });

  it('importErrorMessage shortens a long list', () => {
    const errors = Array.from({ length: 12 }, (_, i) => ({
      row: i + 2,
      field: '姓名',
      message: '姓名不能为空',
    }));
    expect(importErrorMessage(errors, 2)).toBe(
      '导入失败, 请修改后重新上传: 第2行 姓名: 姓名不能为空; 第3行 姓名: 姓名不能为空; 等共 12 处错误',
    );
  });
});

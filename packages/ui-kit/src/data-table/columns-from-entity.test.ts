import {
  choice,
  created,
  defineEntity,
  enums,
  file,
  id,
  image,
  lateDaysField,
  password,
  ref,
  text,
  textarea,
} from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text.js';
import { columnsFromEntity } from './columns-from-entity.js';

const Student = defineEntity({
  name: 'DemoStudent',
  label: '学生',
  api: 'internship',
  key: 'fId',
  title: 'cRealName',
  fields: {
    fId: id(),
    cRealName: text('姓名', { searchable: true, sortable: true }),
    fStatus: choice(enums.ReviewStatus, { searchable: true }),
    cRemark: textarea('备注'),
    cPassword: password(),
    fClassId: ref('班级', 'AppDepartment'),
    cFilePath: file('附件'),
    cPhoto: image('照片'),
    tCreateDate: created(),
  },
});

describe('columnsFromEntity', () => {
  const columns = columnsFromEntity(Student);

  it('takes the default columns with their label, display, enum and flags', () => {
    expect(columns.map((c) => c.key)).toEqual(['cRealName', 'fStatus', 'cFilePath', 'cPhoto', 'tCreateDate']);
    expect(columns[0]).toMatchObject({ title: '姓名', display: 'text', sortable: true, searchable: true });
    expect(columns[1]).toMatchObject({ title: '审核状态', display: 'enum', enum: enums.ReviewStatus });
    expect(columns[4]).toMatchObject({ title: '创建时间', display: 'dateTime', sortable: true });
  });

  it("marks the entity's title field as the column that names the row, and no other", () => {
    expect(columns.filter((c) => c.names).map((c) => c.key)).toEqual(['cRealName']);
  });

  it('applies overrides, drops columns set to false and adds named fields', () => {
    const changed = columnsFromEntity(Student, {
      cPhoto: false,
      cRealName: { editable: true },
      cRemark: { title: '说明' },
    });
    expect(changed.map((c) => c.key)).toEqual([
      'cRealName',
      'fStatus',
      'cFilePath',
      'tCreateDate',
      'cRemark',
    ]);
    expect(changed[0]?.editable).toBe(true);
    expect(changed[4]).toMatchObject({ title: '说明', display: 'textarea' });
  });

  it('adds an undeclared value only under a title of its own, never under its wire name', () => {
    const changed = columnsFromEntity(Student, {
      fDownloadCount: { text: () => '0' },
      fFileSize: { title: '文件大小' },
    });
    expect(changed.map((c) => c.title)).not.toContain('fDownloadCount');
    expect(changed.find((c) => c.key === 'fFileSize')?.title).toBe('文件大小');
  });

  it.each([
    ['tCreateDate', '2024-01-02 03:04:05', '2024/01/02 03:04:05'],
    ['fStatus', 1, '审核通过'],
    ['fStatus', '2', '审核未通过'],
    ['fStatus', null, '未填写'],
    ['cFilePath', '', '未上传'],
    ['cPhoto', null, '未上传'],
    ['cRealName', undefined, '未填写'],
    ['cRealName', '张三', '张三'],
  ])('shows %s = %j as %j', (key, value, expected) => {
    const column = columns.find((c) => c.key === key);
    expect(column && cellText(column, { [key]: value })).toBe(expected);
  });
});

describe('a hand-in’s days late (fLateDays)', () => {
  const HandIn = defineEntity({
    name: 'DemoHandIn',
    label: '提交',
    api: 'internship',
    key: 'fId',
    title: 'cTitle',
    fields: { fId: id(), cTitle: text('标题'), cBody: text('内容'), fLateDays: lateDaysField() },
  });
  const [late] = columnsFromEntity(HandIn);

  it('leads the row, where a phone shows it', () => {
    expect(columnsFromEntity(HandIn).map((c) => c.key)).toEqual(['fLateDays', 'cTitle', 'cBody']);
  });

  it.each([
    [3, '逾期 3 天'],
    [0, ''],
    [null, ''],
  ])('reads %j as %j, in the list and the export', (value, expected) => {
    expect(late).toMatchObject({ key: 'fLateDays', title: '逾期' });
    expect(late && cellText(late, { fLateDays: value })).toBe(expected);
    expect(late?.render).toBeTypeOf('function');
  });
});

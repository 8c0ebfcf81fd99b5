import type { TemplateFormItem } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { formOf, type InfoTemplate, itemWrites, sheetLock, sheetsOf } from './info-sheets.js';

const item = (id: string, name: string, fSort: number, fFontType = 1): TemplateFormItem => ({
  fTemplateItemId: id,
  cTemplateItemName: name,
  fFontType,
  fSort,
  fIsRequired: 1,
});

const AGREEMENT: InfoTemplate = {
  fTemplateInfoId: 't-agree',
  cTemplateName: '实习协议及保险材料',
  items: [
    item('scan', '三方协议扫描件', 1, 6),
    item('policy', '实习责任保险单号', 2),
    item('photo', '保险单照片', 3, 5),
  ],
};
const REGISTER: InfoTemplate = {
  fTemplateInfoId: 't-reg',
  cTemplateName: '实习信息登记表',
  items: [item('post', '实习岗位', 2), item('unit', '实习单位', 1)],
};

const value = (id: string, fTemplateItemId: string, cContent: string, fStatus: number) => ({
  fInternshipStudentMaterialItemId: id,
  fTemplateItemId,
  cContent,
  fStatus,
});

/** A rejected agreement: the photo sent back, the rest passed. */
const rejected = {
  material: {
    fInternshipStudentMaterialId: 'm1',
    fTemplateInfoId: 't-agree',
    fStatus: 3,
    cAuditDesc: '照片模糊',
  },
  values: [
    value('v1', 'scan', 'a/1---协议.pdf', 2),
    value('v2', 'policy', 'PZAR001', 2),
    value('v3', 'photo', 'a/2---保险单.jpg', 3),
  ],
};

describe('sheetsOf', () => {
  it('gives every template a sheet, with the student’s material or none', () => {
    const [agree, reg] = sheetsOf([AGREEMENT, REGISTER], [rejected]);
    expect(agree?.material?.fInternshipStudentMaterialId).toBe('m1');
    expect(agree?.view.entries.map((e) => e.row?.fStatus)).toEqual([2, 2, 3]);
    expect(reg?.material).toBeNull();
    // Not handed in: shown as 未提交, its items in the template's order and empty.
    expect(reg?.view.material).toEqual({ cTemplateName: '实习信息登记表', fStatus: 0 });
    expect(reg?.view.entries.map((e) => [e.item.cTemplateItemName, e.row])).toEqual([
      ['实习单位', null],
      ['实习岗位', null],
    ]);
  });

  it('takes the newest material when a template was handed in twice', () => {
    const newer = {
      material: { fInternshipStudentMaterialId: 'm2', fTemplateInfoId: 't-agree', fStatus: 1 },
      values: [],
    };
    expect(sheetsOf([AGREEMENT], [newer, rejected])[0]?.material?.fInternshipStudentMaterialId).toBe('m2');
  });
});

describe('sheetLock', () => {
  const [agree, reg] = sheetsOf([AGREEMENT, REGISTER], [rejected]);
  it('leaves a rejected or unfilled material open, and locks a passed one or a finished course', () => {
    expect(agree && sheetLock(agree, false)).toBeNull();
    expect(reg && sheetLock(reg, false)).toBeNull();
    expect(reg && sheetLock(reg, true)).toBe('该实习课程已结束，实习信息只能查看');
    const passed = sheetsOf(
      [AGREEMENT],
      [{ ...rejected, material: { ...rejected.material, fStatus: 2 } }],
    )[0];
    expect(passed && sheetLock(passed, false)).toBe('材料已审核通过，不能再修改');
  });
});

describe('formOf', () => {
  it('keeps the passed items out of the form and says which were sent back', () => {
    const [agree] = sheetsOf([AGREEMENT], [rejected]);
    const form = agree && formOf(agree);
    expect(form?.editable.map((i) => i.fTemplateItemId)).toEqual(['photo']);
    expect(form?.kept.map((e) => e.item.fTemplateItemId)).toEqual(['scan', 'policy']);
    expect(form?.values).toEqual({ photo: 'a/2---保险单.jpg' });
    expect(form?.rejected).toEqual(['保险单照片']);
  });

  it('leaves out an item the template no longer has: the server would refuse it', () => {
    const orphan = { ...rejected, values: [...rejected.values, value('v9', 'gone', 'x', 1)] };
    const [agree] = sheetsOf([AGREEMENT], [orphan]);
    expect(agree && formOf(agree).editable.map((i) => i.fTemplateItemId)).toEqual(['photo']);
  });
});

describe('itemWrites', () => {
  it('adds what was filled in for a new material and skips empty optional items', () => {
    const [reg] = sheetsOf([REGISTER], []);
    expect(reg && itemWrites(reg, { unit: '上海汇智软件科技有限公司', post: '' })).toEqual([
      { kind: 'add', fTemplateItemId: 'unit', cContent: '上海汇智软件科技有限公司' },
    ]);
  });

  it('resubmits a rejected item even unchanged, never a passed one', () => {
    const [agree] = sheetsOf([AGREEMENT], [rejected]);
    expect(agree && itemWrites(agree, { photo: 'a/2---保险单.jpg', scan: 'changed' })).toEqual([
      { kind: 'edit', id: 'v3', cContent: 'a/2---保险单.jpg' },
    ]);
  });

  it('edits a changed unreviewed item and leaves an unchanged one alone', () => {
    const pending = {
      material: { fInternshipStudentMaterialId: 'm3', fTemplateInfoId: 't-reg', fStatus: 1 },
      values: [value('u1', 'unit', '汇智', 1), value('u2', 'post', 'Java开发', 1)],
    };
    const [reg] = sheetsOf([REGISTER], [pending]);
    expect(reg && itemWrites(reg, { unit: '汇智', post: '前端开发' })).toEqual([
      { kind: 'edit', id: 'u2', cContent: '前端开发' },
    ]);
  });
});

// @vitest-environment jsdom
import { entityByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { editPageFields } from './edit-page-fields.js';
import { editPageSubmission, editPageValues } from './edit-page-values.js';

const entity = (name: string) => {
  const found = entityByName.get(name);
  if (!found) throw new Error(`no entity ${name}`);
  return found;
};

describe('editPageFields', () => {
  it('gives a school its logo upload and map place beside the generic inputs', () => {
    expect(editPageFields(entity('School')).map((f) => [f.key, f.control, f.required])).toEqual([
      ['cSchoolName', 'text', true],
      ['cSchoolCode', 'text', true],
      ['cShortName', 'text', false],
      ['cLogo', 'image', false],
      ['cAddress', 'location', false],
      ['cContact', 'text', false],
      ['cMobile', 'text', false],
      ['cDesc', 'textarea', false],
    ]);
  });

  it('gives a company its partner school choice and rich description; joined names stay out', () => {
    const fields = editPageFields(entity('Company'));
    const controls = Object.fromEntries(fields.map((f) => [f.key, f.control]));
    expect(controls).toMatchObject({
      fSchoolId: 'ref',
      cLogo: 'image',
      cAddress: 'location',
      cDesc: 'richText',
    });
    expect(controls).not.toHaveProperty('cSchoolName');
    expect(controls).not.toHaveProperty('fCompanyId');
    expect(controls).not.toHaveProperty('tCreateDate');
  });
});

describe('editPageSubmission', () => {
  const company = entity('Company');
  const fields = editPageFields(company);
  // Ids as the server issues them: 32 lowercase hex characters.
  const SCHOOL = 'b3d8addf72194399b08aaaf17685ef93';
  const COMPANY = '3f6a9d02c4b84e1f97a5d8c0e2b61a74';
  const filled = { ...editPageValues(fields), fSchoolId: SCHOOL, cCompanyName: '  星河科技  ' };

  it('checks the required fields with the generic messages', () => {
    const result = editPageSubmission(company, fields, editPageValues(fields));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toMatchObject({ fSchoolId: '请选择合作学校', cCompanyName: '请输入企业名称' });
  });

  it('trims text, keeps the place as its wire string and sanitises the rich description', () => {
    const result = editPageSubmission(company, fields, {
      ...filled,
      cAddress: '杭州市文三路90号,30.2774,120.1367',
      cLogo: 'default/company/abc---logo.png',
      cDesc: '<p>简介<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      fSchoolId: SCHOOL,
      cCompanyName: '星河科技',
      cAddress: '杭州市文三路90号,30.2774,120.1367',
      cLogo: 'default/company/abc---logo.png',
    });
    expect(result.body.cDesc).toBe('<p>简介<img src="x"></p>');
  });

  it('editing carries the key and clears what was emptied', () => {
    const row = { fCompanyId: COMPANY, fSchoolId: SCHOOL, cCompanyName: '星河科技', cAddress: '旧址,30,120' };
    const values: Record<string, string> = { ...editPageValues(fields, row), cAddress: '' };
    expect(values.cCompanyName).toBe('星河科技');
    const result = editPageSubmission(company, fields, values, row);
    expect(result.ok && result.body).toMatchObject({ fCompanyId: COMPANY, cAddress: null });
  });
});

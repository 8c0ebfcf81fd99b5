import { entityByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { formFieldsOf, requiredMessage } from './form-fields.js';

const entity = (name: string) => {
  const found = entityByName.get(name);
  if (!found) throw new Error(`no entity ${name}`);
  return found;
};

describe('formFieldsOf', () => {
  it('shows the writable fields of a class, with the school as a choice of School rows', () => {
    const fields = formFieldsOf(entity('Class'));
    expect(fields.map((f) => [f.key, f.control, f.required])).toEqual([
      ['fSchoolId', 'ref', true],
      ['cClassName', 'text', true],
      ['cMajor', 'text', false],
      ['fGrade', 'number', false],
      ['cHeadTeacher', 'text', false],
    ]);
    expect(fields[0]?.ref).toBe('School');
  });

  it('leaves out keys, creation dates, joined names, and fields needing their own control', () => {
    const keys = formFieldsOf(entity('Company')).map((f) => f.key);
    for (const absent of ['fCompanyId', 'tCreateDate', 'cSchoolName', 'cLogo', 'cDesc']) {
      expect(keys).not.toContain(absent);
    }
    // Mobile, e-mail and the map place are typed.
    expect(keys).toEqual(expect.arrayContaining(['cMobile', 'cEmail', 'cAddress', 'cCompanyName']));
  });

  it('gives a textarea for long text and drops what the screen omits', () => {
    const fields = formFieldsOf(entity('AppSetting'), ['cDesc']);
    expect(fields.map((f) => [f.key, f.control])).toEqual([
      ['cKey', 'text'],
      ['cValue', 'textarea'],
    ]);
  });

  it('offers an enum field as a choice of its options', () => {
    const withEnum = [...entityByName.values()].find((e) =>
      Object.values(e.fields).some((f) => f.display === 'enum' && !f.readOnly),
    );
    const field = withEnum && formFieldsOf(withEnum).find((f) => f.control === 'enum');
    expect(field?.enum?.options.length).toBeGreaterThan(0);
  });

  it("offers a user's password as a password input, when adding only", () => {
    const password = formFieldsOf(entity('AppUser')).find((f) => f.key === 'cPassword');
    expect(password).toMatchObject({ control: 'password', addOnly: true, required: false });
  });
});

describe('requiredMessage', () => {
  it('asks to choose a choice and to enter a typed value', () => {
    const [school, name] = formFieldsOf(entity('Class'));
    expect(school && requiredMessage(school)).toBe('请选择学校');
    expect(name && requiredMessage(name)).toBe('请输入班级名称');
  });
});

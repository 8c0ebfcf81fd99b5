import { entityByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { type FormField, formFieldsOf } from './form-fields.js';
import { buildSubmission, toFormValues, toLocalDateTime, toWireDateTime, wireValue } from './form-values.js';

const classEntity = entityByName.get('Class');
if (!classEntity) throw new Error('no Class entity');
const classFields = formFieldsOf(classEntity);

// Ids as the server issues them: 32 lowercase hex characters; and one of digits only, which stays a string.
const SCHOOL = 'b3d8addf72194399b08aaaf17685ef93';
const CLASS = '9c4e27d1a05b4f6e8d3b7a2c61f0e548';
const DIGITS = '20240917083012345678901234567890';

const field = (control: FormField['control'], extra: Partial<FormField> = {}): FormField => ({
  key: 'x',
  label: '字段',
  control,
  required: false,
  ...extra,
});

describe('dates between the wire and datetime-local inputs', () => {
  it.each([
    ['2026-03-01 08:05:09', '2026-03-01T08:05:09'],
    ['2026/03/01 08:05:09', '2026-03-01T08:05:09'],
    ['2026-03-01', '2026-03-01T00:00:00'],
    ['2026-03-01T08:05', '2026-03-01T08:05:00'],
  ])('%s reads as %s', (wire, local) => expect(toLocalDateTime(wire)).toBe(local));

  it('reads a zoned time in local time', () => {
    const local = toLocalDateTime('2026-03-01T08:05:09Z');
    expect(new Date(local).toISOString()).toBe('2026-03-01T08:05:09.000Z');
  });

  it.each([
    ['2026-03-01T08:05', '2026-03-01 08:05:00'],
    ['2026-03-01T08:05:09', '2026-03-01 08:05:09'],
    // What the kit's date-time picker hands back.
    ['2026/03/01 08:05:09', '2026-03-01 08:05:09'],
  ])('%s is sent as %s', (local, wire) => expect(toWireDateTime(local)).toBe(wire));
});

describe('wireValue', () => {
  const level = { name: 'level', label: '级别' } as const;
  const enumField = field('enum', {
    enum: {
      ...level,
      options: [
        { value: 1, label: '一', tone: 'neutral' },
        { value: 2, label: '二', tone: 'neutral' },
      ],
    } as unknown as FormField['enum'],
  });
  it.each([
    [field('text'), '  名称 ', '名称'],
    [field('text'), '   ', null],
    [field('number'), '2026', 2026],
    [field('ref'), ` ${SCHOOL} `, SCHOOL],
    [field('ref'), DIGITS, DIGITS],
    [enumField, '2', 2],
    [field('date'), '2026-03-01', '2026-03-01'],
    [field('dateTime'), '2026-03-01T08:05', '2026-03-01 08:05:00'],
  ])('%j: %j -> %j', (f, text, wire) => expect(wireValue(f, text)).toEqual(wire));

  it('gives NaN for a number that does not parse', () => {
    expect(wireValue(field('number'), '十')).toBeNaN();
  });
});

describe('toFormValues', () => {
  it('starts blank when adding', () => {
    expect(toFormValues(classFields)).toEqual({
      fSchoolId: '',
      cClassName: '',
      cMajor: '',
      fGrade: '',
      cHeadTeacher: '',
    });
  });

  it('reads a row as strings, nulls as blanks', () => {
    const row = { fClassId: CLASS, fSchoolId: SCHOOL, cClassName: '软件1班', cMajor: null, fGrade: 2024 };
    expect(toFormValues(classFields, row)).toEqual({
      fSchoolId: SCHOOL,
      cClassName: '软件1班',
      cMajor: '',
      fGrade: '2024',
      cHeadTeacher: '',
    });
  });
});

describe('buildSubmission', () => {
  const filled = {
    fSchoolId: SCHOOL,
    cClassName: '  软件1班 ',
    cMajor: '',
    fGrade: '2024',
    cHeadTeacher: '',
  };

  it('adds with trimmed text, numbers as numbers, ids as they are and blanks left out', () => {
    expect(buildSubmission(classEntity, classFields, filled)).toEqual({
      ok: true,
      body: { fSchoolId: SCHOOL, cClassName: '软件1班', fGrade: 2024 },
    });
  });

  it('edits with the row key and blanks as null, so a cleared field is cleared', () => {
    const result = buildSubmission(classEntity, classFields, filled, { fClassId: CLASS, cMajor: '软件' });
    expect(result).toEqual({
      ok: true,
      body: {
        fClassId: CLASS,
        fSchoolId: SCHOOL,
        cClassName: '软件1班',
        cMajor: null,
        fGrade: 2024,
        cHeadTeacher: null,
      },
    });
  });

  it('refuses required values that are blank once trimmed, and numbers that do not parse', () => {
    const result = buildSubmission(classEntity, classFields, {
      ...filled,
      fSchoolId: '',
      cClassName: '   ',
      fGrade: '二〇二四',
    });
    expect(result).toEqual({
      ok: false,
      errors: { fSchoolId: '请选择学校', cClassName: '请输入班级名称', fGrade: '年级必须是数字' },
    });
  });

  it("words the contract's refusals in Chinese", () => {
    const long = buildSubmission(classEntity, classFields, { ...filled, cClassName: '班'.repeat(101) });
    expect(long).toEqual({ ok: false, errors: { cClassName: '长度不能超过100个字符' } });
    const grade = buildSubmission(classEntity, classFields, { ...filled, fGrade: '2024.5' });
    expect(grade).toEqual({ ok: false, errors: { fGrade: '年级必须是整数' } });
  });

  it('takes a mobile or a landline as a contact phone (联系电话)', () => {
    const company = entityByName.get('Company');
    if (!company) throw new Error('no Company entity');
    const fields = formFieldsOf(company);
    const values = { ...toFormValues(fields), fSchoolId: SCHOOL, cCompanyName: '企业', cMobile: '123' };
    expect(buildSubmission(company, fields, values)).toEqual({
      ok: false,
      errors: { cMobile: '请输入正确的手机号或固定电话' },
    });
    for (const cMobile of ['13800138000', '0512-66881234'])
      expect(buildSubmission(company, fields, { ...values, cMobile }).ok).toBe(true);
  });

  // The contract's date order and number bounds, beside the field, before anything is sent.
  it.each([
    [{ tEndDate: '2026-02-28' }, { tEndDate: '结课日期不能早于开课日期' }],
    [{ tSelectEndDate: '2026-02-01' }, { tSelectEndDate: '选课截止日期不能早于选课开始日期' }],
    [{ fCredit: '-1' }, { fCredit: '学分不能为负数' }],
    [{ fMaxStudent: '40.5' }, { fMaxStudent: '人数上限必须是整数' }],
  ])('refuses a practice course with %o', (change, errors) => {
    const course = entityByName.get('PracticeInfo');
    if (!course) throw new Error('no PracticeInfo entity');
    const fields = formFieldsOf(course);
    const values = {
      ...toFormValues(fields),
      fSchoolId: SCHOOL,
      cPracticeName: '课程',
      fPracticeType: '1',
      fEvaluationType: '1',
      tSelectStartDate: '2026-02-10',
      tSelectEndDate: '2026-02-20',
      tStartDate: '2026-03-01',
      tEndDate: '2026-06-30',
      fCredit: '2',
      fMaxStudent: '40',
    };
    expect(buildSubmission(course, fields, values).ok).toBe(true);
    expect(buildSubmission(course, fields, { ...values, ...change })).toEqual({ ok: false, errors });
  });
});

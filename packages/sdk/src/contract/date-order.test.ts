import { describe, expect, it } from 'vitest';
import { entities, entityByName } from './catalogue.js';
import { dateOrderIssues, dateOrderProblem } from './date-order.js';
import { date, dateTime, text } from './field.js';

const fields = {
  tStartDate: date('开始日期'),
  tEndDate: date('结束日期'),
  tOpen: dateTime('开始时间'),
  tClose: dateTime('截止时间'),
  cName: text('名称'),
};
const days = [{ start: 'tStartDate', end: 'tEndDate' }];
const times = [{ start: 'tOpen', end: 'tClose' }];

describe('dateOrderIssues', () => {
  it.each([
    ['the same day', days, { tStartDate: '2026-03-01', tEndDate: '2026-03-01' }, []],
    ['a later day', days, { tStartDate: '2026-03-01', tEndDate: '2026-03-02' }, []],
    [
      'an earlier day',
      days,
      { tStartDate: '2026-03-02', tEndDate: '2026-03-01' },
      ['结束日期不能早于开始日期'],
    ],
    [
      'slashes and dashes',
      days,
      { tStartDate: '2026/03/02', tEndDate: '2026-03-01' },
      ['结束日期不能早于开始日期'],
    ],
    ['a missing start', days, { tEndDate: '2026-03-01' }, []],
    ['a cleared end', days, { tStartDate: '2026-03-01', tEndDate: null }, []],
    [
      'an earlier time the same day',
      times,
      { tOpen: '2026-03-01 10:00:00', tClose: '2026-03-01 09:59:59' },
      ['截止时间不能早于开始时间'],
    ],
    ['the same instant', times, { tOpen: '2026-03-01 10:00', tClose: '2026-03-01 10:00:00' }, []],
    // 02:00 UTC is 10:00 in China: the zone is read, not dropped.
    [
      'a zoned time',
      times,
      { tOpen: '2026-03-01 10:30:00', tClose: '2026-03-01T02:00:00Z' },
      ['截止时间不能早于开始时间'],
    ],
  ])('%s', (_, rules, row, messages) => {
    const issues = dateOrderIssues(fields, rules, row);
    expect(issues.map((i) => i.message)).toEqual(messages);
    for (const issue of issues) expect(issue.field).toBe(rules[0]?.end);
  });
});

describe('dateOrderProblem', () => {
  it.each([
    [{ start: 'tStartDate', end: 'tEndDate' }, null],
    [{ start: 'tStartDate', end: 'cName' }, 'date order names cName, which is not a writable date field'],
    [{ start: 'tStartDate', end: 'tClose' }, 'date order pairs tStartDate and tClose of different kinds'],
  ])('%o', (rule, problem) => expect(dateOrderProblem(fields, rule)).toBe(problem));

  it('holds for every rule of the catalogue', () => {
    const rules = entities.flatMap((e) => (e.dateOrder ?? []).map((r) => dateOrderProblem(e.fields, r)));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter(Boolean)).toEqual([]);
  });
});

describe('the Add and Edit schemas keep the order', () => {
  const course = entityByName.get('InternshipInfo');
  if (!course) throw new Error('no InternshipInfo');
  const add = {
    fSchoolId: 'b3d8addf72194399b08aaaf17685ef93',
    cInternshipName: '顶岗实习',
    tStartDate: '2026-03-02',
    tEndDate: '2026-03-01',
  };

  it.each([
    ['Add', course.schemas.add, add],
    [
      'Edit',
      course.schemas.edit,
      { fInternshipInfoId: 'c'.repeat(32), tStartDate: '2026-03-02', tEndDate: '2026-03-01' },
    ],
  ])('%s refuses an end before the start, on the end', (_, schema, body) => {
    const r = schema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tEndDate', '结束日期不能早于开始日期'],
    ]);
  });

  it('lets an edit send one date alone (the server compares it with the stored other)', () => {
    expect(
      course.schemas.edit.safeParse({ fInternshipInfoId: 'c'.repeat(32), tEndDate: '2026-03-01' }).success,
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { entityByName } from './catalogue.js';
import { decimal, int, phone } from './field.js';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('contact phones: a mainland mobile or a landline', () => {
  const schema = phone().schema;
  it.each([
    '13800138000',
    '+8613800138000',
    '008613800138000',
    '021-50801200',
    '0512-6688123',
    '010-12345678-8001',
    ' 0571-87654321 ',
  ])('takes %s', (value) => expect(schema.safeParse(value).success).toBe(true));
  it.each([
    '',
    '123',
    '1380013800',
    '23800138000',
    '021 50801200',
    '02150801200',
    '21-50801200',
    '0512-668812',
    'tel:13800138000',
  ])('refuses %s', (value) => expect(firstMessage(schema, value)).toBe('请输入正确的手机号或固定电话'));
});

describe('numbers with their bounds', () => {
  it.each([
    ['a whole count of 0', int('人数上限', { min: 0 }), 0, undefined],
    ['a negative count', int('人数上限', { min: 0 }), -1, '人数上限不能为负数'],
    ['a count with a fraction', int('人数上限', { min: 0 }), 1.5, '人数上限必须是整数'],
    ['a value under another minimum', int('实习周次', { min: 1 }), 0, '实习周次不能小于1'],
    ['half a credit', decimal('学分', { min: 0 }), 0.5, undefined],
    ['negative credits', decimal('学分', { min: 0 }), -0.5, '学分不能为负数'],
    ['a negative number with no minimum', decimal('排序'), -3, undefined],
  ])('%s', (_, field, value, message) => expect(firstMessage(field.schema, value)).toBe(message));

  // What issue 24 names: credits, full marks, scores, seats and counts a writer sets are never negative.
  it.each([
    ['PracticeInfo', ['fCredit', 'fHours', 'fMaxStudent']],
    ['PracticeTask', ['fFullScore']],
    ['ProjectTask', ['fFullScore']],
    ['ProjectInfo', ['fMinMember', 'fMaxMember', 'fMaxTeam']],
    ['CloudRecruitment', ['fRecruitNumber']],
    ['PracticeStudentTask', ['fScore']],
    ['ProjectTeamTask', ['fScore']],
    ['ProjectTeam', ['fScore']],
    ['PracticeStudent', ['fScore']],
    ['InternshipStudentGeneralReview', ['fScore']],
    ['EvaluationTemplateItem', ['fScore']],
    ['EvaluationTemplateInfo', ['fTotalScore']],
    ['TemplateItem', ['fScore']],
  ])('%s refuses a negative %s', (entity, wires) => {
    const e = entityByName.get(entity);
    if (!e) throw new Error(entity);
    for (const wire of wires) {
      const schema = e.fields[wire]?.schema as z.ZodType;
      expect(firstMessage(schema, -1), wire).toBe(`${e.fields[wire]?.label}不能为负数`);
    }
  });
});

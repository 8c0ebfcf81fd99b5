import { describe, expect, expectTypeOf, it } from 'vitest';
import { entities } from './catalogue.js';
import { AuditRole } from './entities/system/app-audit-log.js';
import { defineEnum } from './enum.js';
import { ReviewStatus } from './enums.js';

describe('defineEnum with named values', () => {
  it('exposes each value under its name, typed as the literal', () => {
    expect(ReviewStatus.passed).toBe(1);
    expectTypeOf(ReviewStatus.passed).toEqualTypeOf<1>();
    expect(AuditRole.teacher).toBe('teacher');
    expectTypeOf(AuditRole.teacher).toEqualTypeOf<'teacher'>();
  });

  it('keeps the options, labels, tones and schema as the declaration orders them', () => {
    expect(ReviewStatus.options.map((o) => [o.key, o.value, o.label, o.tone])).toEqual([
      ['pending', 0, '未审核', 'warning'],
      ['passed', 1, '审核通过', 'success'],
      ['failed', 2, '审核未通过', 'danger'],
    ]);
    expect(ReviewStatus.labelOf('2')).toBe('审核未通过');
    expect(ReviewStatus.schema.safeParse(3).success).toBe(false);
  });

  it('refuses a value name that would hide one of its own members', () => {
    // @ts-expect-error: 'label' is the enumeration's own member.
    expect(() => defineEnum('fBad', '坏', { label: [1, '一'] })).toThrow(/label/);
  });

  it('names every value of every enumeration the catalogue declares, each name once', () => {
    const unnamed: string[] = [];
    for (const entity of entities) {
      for (const [field, def] of Object.entries(entity.fields)) {
        const keys = def.enum?.options.map((o) => o.key) ?? [];
        if (keys.some((k) => k === undefined) || new Set(keys).size !== keys.length) {
          unnamed.push(`${entity.name}.${field}`);
        }
      }
    }
    expect(unnamed).toEqual([]);
  });
});

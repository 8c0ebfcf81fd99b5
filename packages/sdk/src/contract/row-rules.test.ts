import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entities, entityByName } from './catalogue.js';
import type { EntityDef, RowScope } from './entity.js';

/*
 * The row rules the server derives from the contract: who sees a row (rows, with rows.parent for children)
 * and who may set a reviewer's values (reviewerOnly). These tests keep the declarations complete as entities
 * are added: a forgotten one would be a row any school reads, or a score any student sets.
 */

/** A scope that hides rows from someone: a school, a course, an owner, a team or a parent. */
const scopes = (r: RowScope) => !!(r.school || r.course || r.owner || r.team || r.parent);

/**
 * Entities deliberately platform-wide although they refer to scoped rows: every signed-in user sees every
 * row. None today; an entry needs a comment saying why its rows are everyone's.
 */
const PLATFORM_WIDE: readonly string[] = [];

describe('row scope', () => {
  const unscoped = entities.filter((e) => !scopes(e.rows) && !PLATFORM_WIDE.includes(e.name));
  it.each(unscoped.map((e) => [e.name, e] as const))(
    '%s refers to no scoped entity, so it needs no parent',
    (_, e) => {
      const scopedRefs = Object.entries(e.fields).filter(([, f]) => {
        const target = f.ref && !f.joined ? entityByName.get(f.ref) : undefined;
        return target && target.name !== e.name && scopes(target.rows);
      });
      expect(scopedRefs.map(([wire, f]) => `${wire} → ${f.ref}`)).toEqual([]);
    },
  );

  const children = entities.filter((e) => e.rows.parent);
  it.each(children.map((e) => [e.name, e] as const))(
    '%s hangs off a scoped parent by a required ref',
    (_, e) => {
      const parent = e.rows.parent as NonNullable<RowScope['parent']>;
      const field = e.fields[parent.field];
      expect(field?.ref).toBe(parent.entity);
      expect(field?.required).toBe(true);
      expect(scopes((entityByName.get(parent.entity) as EntityDef).rows)).toBe(true);
    },
  );
});

/** Same names, not given by a reviewer. */
const NOT_GIVEN = [
  // the points an item is worth, written with the template by whoever writes templates
  'TemplateItem.fScore',
  'EvaluationTemplateItem.fScore',
  // a class's year (年级)
  'Class.fGrade',
];
/** What reviewers give, by wire name, wherever it appears. */
const REVIEW_VALUES = /^(fScore|fGrade|cComment|cAuditDesc|cReplyContent)$/;

describe('reviewer-only fields', () => {
  it.each(entities.map((e) => [e.name, e] as const))(
    '%s declares every score, grade and review comment',
    (_, e) => {
      const undeclared = Object.entries(e.fields).filter(
        ([wire, f]) =>
          REVIEW_VALUES.test(wire) && !f.reviewerOnly && !NOT_GIVEN.includes(`${e.name}.${wire}`),
      );
      expect(undeclared.map(([wire]) => wire)).toEqual([]);
    },
  );

  it.each(entities.filter((e) => e.auth).map((e) => [e.name, e] as const))(
    '%s has an Auth/UnAuth pair, so its review status is reviewer-only',
    (_, e) => {
      expect(Object.values(e.fields).some((f) => f.reviewerOnly && f.enum)).toBe(true);
    },
  );

  it('name only values their field can take, and reviewers who are not students', () => {
    for (const e of entities) {
      for (const [wire, f] of Object.entries(e.fields)) {
        if (Array.isArray(f.reviewerOnly)) {
          const values = f.enum?.options.map((o) => o.value) ?? [];
          expect(values, `${e.name}.${wire}`).toEqual(expect.arrayContaining([...f.reviewerOnly]));
        }
        if (f.reviewerOnly && Array.isArray(e.grants.audit))
          expect(e.grants.audit, e.name).not.toContain('student');
      }
    }
  });

  it('are stated in the OpenAPI documents (x-reviewer-only)', () => {
    const review = entityByName.get('PracticeStudentTask') as EntityDef;
    const schema = z.toJSONSchema(review.schemas.edit, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { anyOf?: Record<string, unknown>[] }>;
    };
    const fScore = schema.properties.fScore?.anyOf?.[0];
    expect(fScore).toMatchObject({ 'x-reviewer-only': true, description: '仅审阅者可填写' });
    expect(schema.properties.cContent?.anyOf?.[0]).not.toHaveProperty('x-reviewer-only');
  });
});

import { describe, expect, it } from 'vitest';
import { entities, entityByName } from './catalogue.js';
import { joinedThrough, schoolFixedFields } from './joins.js';

const entity = (name: string) => {
  const found = entityByName.get(name);
  if (!found) throw new Error(`no entity ${name}`);
  return found;
};

describe('where a joined value comes from', () => {
  it('follows the one ref whose entity stores the column, or the declared path', () => {
    expect(joinedThrough(entity('InternshipInfo'), 'cSchoolName')).toBe('fSchoolId');
    expect(joinedThrough(entity('InternshipInfo'), 'fSchoolId')).toBeUndefined();
  });

  it('resolves every joined value of the catalogue that is not computed', () => {
    const unresolved = entities.flatMap((e) =>
      Object.entries(e.fields)
        .filter(([wire, f]) => f.joined && !f.joined.computed && !joinedThrough(e, wire))
        .map(([wire]) => `${e.name}.${wire}`),
    );
    expect(unresolved).toEqual([]);
  });
});

describe('the values one school fixes', () => {
  it("are a school-scoped entity's school and the values joined through it", () => {
    expect(schoolFixedFields(entity('InternshipInfo'))).toEqual(['fSchoolId', 'cSchoolName']);
  });

  it('are none where rows may be platform-wide or are not scoped by school', () => {
    const shared = entities.find((e) => e.rows.shared && e.rows.school);
    expect(shared && schoolFixedFields(shared)).toEqual([]);
    expect(schoolFixedFields(entity('InternshipStudent'))).toEqual([]);
  });
});

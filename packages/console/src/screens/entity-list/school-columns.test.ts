import { entityByName } from '@practice/sdk/contract';
import { columnsFromEntity } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { hideSchoolFixed } from './school-columns.js';

const courses = entityByName.get('InternshipInfo');
if (!courses) throw new Error('no InternshipInfo');
const hidden = (roles: string[], overrides = {}) =>
  hideSchoolFixed(columnsFromEntity(courses, overrides), courses, roles, overrides)
    .filter((c) => c.hidden)
    .map((c) => c.key);

describe('the 学校 column under one school', () => {
  it('starts hidden for school staff, whose every row is their school', () => {
    expect(hidden(['schoolAdmin'])).toContain('cSchoolName');
    expect(hidden(['teacher'])).toContain('cSchoolName');
  });

  it('shows for the platform admin, and where the screen says it shows', () => {
    expect(hidden(['platformAdmin'])).not.toContain('cSchoolName');
    expect(hidden(['schoolAdmin'], { cSchoolName: { hidden: false } })).not.toContain('cSchoolName');
  });
});

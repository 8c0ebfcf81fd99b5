import { ALL_NODE_ID, type TreeNode, withAllRoot } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { chosenSchool, schoolNodes } from './course-schools.js';

const HUADONG = 'bc17e70a6f278add99598346c22192ea';
const JIANGNAN = '917b1bc578b2c4dc6d249269c1441f2a';
const schools = schoolNodes([
  { id: HUADONG, cDepartName: '华东理工职业技术学院' },
  { id: JIANGNAN, cDepartName: '江南信息工程职业学院' },
]);
const all = withAllRoot(schools)[0] as TreeNode;

describe('schoolNodes', () => {
  it('makes each school a leaf named after it', () => {
    expect(schools[0]).toEqual({ id: HUADONG, name: '华东理工职业技术学院', parentId: null, children: [] });
  });
});

describe('chosenSchool', () => {
  it('is the chosen school', () => {
    expect(chosenSchool(schools[1] ?? null, schools)).toBe(JIANGNAN);
  });

  it('is none under 全部 when there is more than one school (SPEC §5: choose a school first)', () => {
    expect(all.id).toBe(ALL_NODE_ID);
    expect(chosenSchool(all, schools)).toBeNull();
    expect(chosenSchool(null, schools)).toBeNull();
  });

  it('is the only school of a user who has one, chosen or not', () => {
    const one = schools.slice(0, 1);
    expect(chosenSchool(null, one)).toBe(HUADONG);
    expect(chosenSchool(all, one)).toBe(HUADONG);
    expect(chosenSchool(null, [])).toBeNull();
  });
});

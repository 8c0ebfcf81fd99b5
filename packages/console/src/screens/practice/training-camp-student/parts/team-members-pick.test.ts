import { describe, expect, it } from 'vitest';
import { draftRefusal, shortOf, sizeRule, teamBody } from './team-members-pick.js';

const project = { fMinMember: 3, fMaxMember: 4 };
const draft = (name: string, members: string[]) => ({ cTeamName: name, cSlogan: '', cDesc: '', members });

describe('a team draft', () => {
  it('needs a name and a roster within the maximum, the leader included', () => {
    expect(draftRefusal(draft('  ', ['a']), project)).toBe('请输入团队名称');
    expect(draftRefusal(draft('星火队', ['a', 'b', 'c']), project)).toBeNull();
    expect(draftRefusal(draft('星火队', ['a', 'b', 'c', 'd']), project)).toBe('团队人数不能超过4人');
    expect(draftRefusal(draft('星火队', ['a', 'b', 'c', 'd']), {})).toBeNull();
  });
  it('says the project’s size rule and how many are missing', () => {
    expect(sizeRule(project)).toBe('每队3-4人（含队长）');
    expect(sizeRule({})).toBe('每队人数不限');
    expect(sizeRule({ fMaxMember: 5 })).toBe('每队最多5人（含队长）');
    expect(shortOf(project, 1)).toBe(1);
    expect(shortOf(project, 2)).toBe(0);
  });
  it('sends trimmed words and the picked classmates', () => {
    expect(teamBody({ cTeamName: ' 星火队 ', cSlogan: ' 冲 ', cDesc: '', members: ['a'] })).toEqual({
      cTeamName: '星火队',
      cSlogan: '冲',
      cDesc: '',
      fStudentUserIds: ['a'],
    });
  });
});

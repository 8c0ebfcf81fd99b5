import { describe, expect, it } from 'vitest';
import { localDay, projectStage, STAGE_STATUS } from './project-stage.js';

const DAY = '2026-04-15';

describe('projectStage', () => {
  it('puts a project that is not approved off the shelf, whatever its dates', () => {
    expect(projectStage({ fStatus: 0, fProjectStatus: 2, tStartDate: '2026-03-01' }, DAY)).toBe(-1);
    expect(projectStage({ fStatus: 2, fProjectStatus: 3 }, DAY)).toBe(-1);
  });

  it('ends an approved project that was finished', () => {
    expect(projectStage({ fStatus: 1, fProjectStatus: 3, tStartDate: '2026-09-01' }, DAY)).toBe(0);
  });

  it('tells not started from in progress by the start date, in either date form', () => {
    expect(projectStage({ fStatus: 1, fProjectStatus: 1, tStartDate: '2026-05-11' }, DAY)).toBe(1);
    expect(projectStage({ fStatus: 1, fProjectStatus: 2, tStartDate: '2026/03/16 00:00:00' }, DAY)).toBe(2);
    expect(projectStage({ fStatus: 1, fProjectStatus: 2, tStartDate: DAY }, DAY)).toBe(2);
  });

  it('names each stage in the words and colours of SPEC §3', () => {
    expect([-1, 0, 1, 2].map((s) => [STAGE_STATUS.labelOf(s), STAGE_STATUS.toneOf(s)])).toEqual([
      ['已下架', 'info'],
      ['已结束', 'info'],
      ['未开始', 'warning'],
      ['进行中', 'success'],
    ]);
  });

  it('formats the local day', () => {
    expect(localDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

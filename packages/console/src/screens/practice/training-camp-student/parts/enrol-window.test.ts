import { describe, expect, it } from 'vitest';
import { enrolWindow, windowText } from './enrol-window.js';

const project = { tEnrollStartDate: '2026-11-18', tEnrollEndDate: '2026-12-16', fProjectStatus: 1 };

describe('a project’s enrolment window', () => {
  it('is open from its first to its last day, both included', () => {
    expect(enrolWindow(project, '2026-11-18')).toBe('可报名');
    expect(enrolWindow(project, '2026-12-16')).toBe('可报名');
    expect(enrolWindow(project, '2026-11-17')).toBe('报名未开始');
    expect(enrolWindow(project, '2026-12-17')).toBe('报名已截止');
  });
  it('is closed once the project ended, whatever the days', () => {
    expect(enrolWindow({ ...project, fProjectStatus: 3 }, '2026-11-20')).toBe('项目已结束');
  });
  it('reads the days as stored or displayed, and shows them as the spec shows dates', () => {
    expect(windowText({ tEnrollStartDate: '2026/11/18 00:00:00', tEnrollEndDate: '2026-12-16' })).toBe(
      '2026/11/18 至 2026/12/16',
    );
  });
});

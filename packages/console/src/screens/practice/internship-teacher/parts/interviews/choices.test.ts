import { describe, expect, it, vi } from 'vitest';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../../entity-list/index.js', () => ({ callOperation }));
const { courseStudents, courseTutors, studentOption, tutorOption } = await import('./choices.js');

describe('course people as choices', () => {
  it('names a student with their number, since names repeat', () => {
    expect(studentOption({ fInternshipStudentId: 's1', cRealName: '王浩然', cNumber: '2211010103' })).toEqual(
      {
        value: 's1',
        label: '王浩然（2211010103）',
      },
    );
    expect(studentOption({ fInternshipStudentId: 's2', cRealName: '李四', cNumber: null }).label).toBe(
      '李四',
    );
  });

  it('names a tutor with their kind', () => {
    expect(tutorOption({ fInternshipTutorId: 't1', cRealName: '杨帆', fType: 2 }).label).toBe(
      '杨帆（企业导师）',
    );
  });

  it('reads every student and tutor of the course (pageNumber -1)', async () => {
    callOperation.mockResolvedValueOnce({
      List: [{ fInternshipStudentId: 's1', cRealName: '王浩然', cNumber: '1' }],
    });
    await expect(courseStudents('c1')()).resolves.toEqual([{ value: 's1', label: '王浩然（1）' }]);
    expect(callOperation).toHaveBeenLastCalledWith('GetInternshipStudentPageList', {
      pageNumber: -1,
      pageSize: 10,
      fInternshipInfoId: 'c1',
    });
    callOperation.mockResolvedValueOnce({ List: [] });
    await courseTutors('c1')();
    expect(callOperation).toHaveBeenLastCalledWith('GetInternshipTutorPageList', {
      pageNumber: -1,
      pageSize: 10,
      fInternshipInfoId: 'c1',
    });
  });
});

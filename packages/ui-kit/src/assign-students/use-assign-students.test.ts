import { bulkFailed, SUBMIT_SUCCEEDED } from '@practice/sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isServerError } from '../feedback/server-error.js';
import { fixtureId } from '../testing/fixture-id.js';
import type { AssignableStudent } from './types.js';
import { type AssignStudentsOptions, useAssignStudents } from './use-assign-students.js';

const [ONE, TWO] = [fixtureId('一班'), fixtureId('二班')];
const [ZHANG, LI, WANG] = [fixtureId('张三'), fixtureId('李四'), fixtureId('王五')];
const CLASS_A: AssignableStudent[] = [
  { fInternshipStudentId: ZHANG, cRealName: '张三', cMobile: '13800138000' },
  { fInternshipStudentId: LI, cRealName: '李四' },
];
const CLASS_B: AssignableStudent[] = [{ fInternshipStudentId: WANG, cRealName: '王五' }];

function setup(options: Partial<AssignStudentsOptions> = {}) {
  const props = {
    classes: [
      { value: ONE, label: '一班' },
      { value: TWO, label: '二班' },
    ],
    loadStudents: vi.fn(async (classId: string) => (classId === ONE ? CLASS_A : CLASS_B)),
    onSave: vi.fn().mockResolvedValue(undefined),
    onDone: vi.fn(),
    notice: vi.fn(),
    ...options,
  };
  const hook = renderHook(() => useAssignStudents(props));
  const current = () => hook.result.current;
  return { props, current };
}

async function chooseFirstOfClassA(current: () => ReturnType<typeof useAssignStudents>) {
  await act(() => current().selectClass(ONE));
  act(() => current().toggle('left', ZHANG));
  act(() => current().move('right'));
}

describe('useAssignStudents', () => {
  it('loads the candidates of the chosen class with the class id as given', async () => {
    const { props, current } = setup();
    await act(() => current().selectClass(ONE));
    expect(props.loadStudents).toHaveBeenCalledWith(ONE);
    expect(current().lists.left.map((item) => item.label)).toEqual(['张三', '李四']);
    expect(current().lists.left[0]?.hint).toBe('13800138000');
  });

  it('keeps the choice when the class changes, and saves students of both classes', async () => {
    const { props, current } = setup();
    await chooseFirstOfClassA(current);
    await act(() => current().selectClass(TWO));
    expect(current().lists.right.map((item) => item.label)).toEqual(['张三']);
    expect(current().lists.left.map((item) => item.key)).toEqual([WANG]);
    act(() => current().toggle('left', WANG));
    act(() => current().move('right'));
    await act(() => current().selectClass(ONE));
    expect(current().lists.chosenKeys).toEqual([ZHANG, WANG]);
    expect(current().lists.left.map((item) => item.key)).toEqual([LI]);
    await act(() => current().save());
    expect(props.onSave).toHaveBeenCalledWith({ classId: ONE, studentIds: [ZHANG, WANG], removedIds: [] });
  });

  it('lists the assigned students as chosen, and saves taking one away without a class', async () => {
    const loadAssigned = vi.fn(async () => [{ fInternshipStudentId: LI, cRealName: '李四' }]);
    const { props, current } = setup({ loadAssigned });
    await act(async () => current().reset());
    expect(current().lists.right).toEqual([{ key: LI, label: '李四', hint: '已分配' }]);
    expect(current().canSave).toBe(false);
    await act(() => current().selectClass(ONE));
    // Already theirs, so not offered again on the left.
    expect(current().lists.left.map((item) => item.key)).toEqual([ZHANG]);
    await act(() => current().selectClass(''));
    act(() => current().toggle('right', LI));
    act(() => current().move('left'));
    expect(current().canSave).toBe(true);
    await act(() => current().save());
    expect(props.onSave).toHaveBeenCalledWith({ classId: '', studentIds: [], removedIds: [LI] });
  });

  it('ignores the answer for a class picked before the last one', async () => {
    let answerA: (list: AssignableStudent[]) => void = () => {};
    const loadStudents = vi.fn((classId: string) =>
      classId === ONE
        ? new Promise<AssignableStudent[]>((resolve) => (answerA = resolve))
        : Promise.resolve(CLASS_B),
    );
    const { current } = setup({ loadStudents });
    act(() => {
      void current().selectClass(ONE);
    });
    await act(() => current().selectClass(TWO));
    await act(async () => answerA(CLASS_A));
    expect(current().lists.left.map((item) => item.key)).toEqual([WANG]);
  });

  it('cannot save before a student is chosen, and asks for the class when none is chosen', async () => {
    const { props, current } = setup();
    expect(current().canSave).toBe(false);
    await act(() => current().save());
    expect(current().classError).toBe('班级不能为空');
    await act(() => current().selectClass(ONE));
    expect(current().classError).toBeUndefined();
    await act(() => current().save());
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('saves the class and the chosen ids as given, then closes', async () => {
    const { props, current } = setup();
    await chooseFirstOfClassA(current);
    expect(current().canSave).toBe(true);
    await act(() => current().save());
    expect(props.onSave).toHaveBeenCalledWith({ classId: ONE, studentIds: [ZHANG], removedIds: [] });
    expect(props.notice).toHaveBeenCalledWith('success', SUBMIT_SUCCEEDED);
    expect(props.onDone).toHaveBeenCalledOnce();
  });

  it.each<[string, unknown, boolean]>([
    ['an HTTP 500', { status: 500, message: '服务错误! 错误内容: 服务器错误' }, true],
    ['an envelope code 500', { status: 200, code: '500' }, true],
    ['an HTTP 400', { status: 400 }, false],
    ['a timeout', new Error('timeout'), false],
  ])('after %s, says so only for status 500 and stays open', async (_case, error, shown) => {
    const { props, current } = setup({ onSave: vi.fn().mockRejectedValue(error), actionLabel: '分配学生' });
    await chooseFirstOfClassA(current);
    await act(() => current().save());
    expect(vi.mocked(props.notice).mock.calls).toEqual(shown ? [['error', bulkFailed('分配学生')]] : []);
    expect(props.onDone).not.toHaveBeenCalled();
  });
});

describe('isServerError', () => {
  it.each<[unknown, boolean]>([
    [{ status: 500 }, true],
    [{ code: 500 }, true],
    [{ status: 502 }, false],
    [null, false],
    ['500', false],
  ])('%j -> %s', (error, expected) => {
    expect(isServerError(error)).toBe(expected);
  });
});

import {
  MOBILE_CHECK_INVALID,
  mobileFound,
  mobileFoundDirect,
  mobileNotFound,
  SUBMIT_FAILED,
  SUBMIT_SUCCEEDED,
  VALIDATION_FAILED,
} from '@practice/sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import type { PersonKind } from './person-kind.js';
import type { FoundPerson } from './types.js';
import { type PersonFormOptions, usePersonForm } from './use-person-form.js';

const CLASS = fixtureId('软件1班');
const INTERNSHIP = fixtureId('2024 暑期实习');

function setup(options: Partial<PersonFormOptions> = {}) {
  const props = {
    kind: 'student' as PersonKind,
    checkMobile: vi.fn<(mobile: string) => Promise<FoundPerson | null>>().mockResolvedValue(null),
    onSubmit: vi.fn().mockResolvedValue(undefined),
    onDone: vi.fn(),
    notice: vi.fn(),
    ...options,
  };
  const hook = renderHook(() => usePersonForm(props));
  const edit = (field: Parameters<typeof hook.result.current.edit>[0], value: string) =>
    act(() => hook.result.current.edit(field, value));
  const check = () => act(() => hook.result.current.check());
  const submit = () => act(() => hook.result.current.submit());
  return { props, hook, edit, check, submit };
}

describe('usePersonForm: checking the mobile', () => {
  it('warns and stays unvalidated for an invalid mobile, without calling the server', async () => {
    const { props, hook, edit, check } = setup();
    await edit('cMobile', '12345');
    await check();
    expect(props.notice).toHaveBeenCalledWith('warning', MOBILE_CHECK_INVALID);
    expect(props.checkMobile).not.toHaveBeenCalled();
    expect(hook.result.current.state.status).toBe('unvalidated');
    expect(hook.result.current.canSubmit).toBe(false);
  });

  it.each<[string, 'imported' | 'direct' | undefined, string]>([
    ['the import message', undefined, mobileFound('学生')],
    ['the 可直接添加 message', 'direct', mobileFoundDirect('学生')],
  ])('fills and locks a found person with %s', async (_case, foundMessage, message) => {
    const { props, hook, edit, check } = setup({
      foundMessage,
      checkMobile: vi.fn().mockResolvedValue({ cNumber: 'S1', cRealName: '李四', fAppDepartmentId: CLASS }),
    });
    await edit('cMobile', '+86 13800138000');
    await check();
    expect(props.checkMobile).toHaveBeenCalledWith('13800138000');
    expect(props.notice).toHaveBeenCalledWith('success', message);
    expect(hook.result.current.state.fields).toMatchObject({
      cRealName: '李四',
      cNumber: 'S1',
      fClassId: CLASS,
    });
    expect(hook.result.current.editable('cRealName')).toBe(false);
    expect(hook.result.current.canSubmit).toBe(true);
  });

  it.each<[PersonKind, string]>([
    ['student', '学生'],
    ['teacher', '教师'],
    ['tutor', '导师'],
    ['schoolManager', '学校管理员'],
  ])('tells a %s that an unknown mobile needs manual entry', async (kind, word) => {
    const { props, hook, edit, check } = setup({ kind });
    await edit('cMobile', '13800138000');
    await check();
    expect(props.notice).toHaveBeenCalledWith('info', mobileNotFound('13800138000', word));
    expect(hook.result.current.editable('cNumber')).toBe(true);
    expect(hook.result.current.canSubmit).toBe(true);
  });

  it('returns to the start, keeping the mobile, when the check call fails', async () => {
    const { props, hook, edit, check } = setup({ checkMobile: vi.fn().mockRejectedValue(new Error('500')) });
    await edit('cMobile', '13800138000');
    await edit('cRealName', '王五');
    await check();
    expect(hook.result.current.state.status).toBe('unvalidated');
    expect(hook.result.current.state.fields).toMatchObject({ cMobile: '13800138000', cRealName: '' });
    expect(props.notice).not.toHaveBeenCalled();
  });

  it('drops the answer to an earlier check once a later one has started', async () => {
    const answers: ((p: FoundPerson | null) => void)[] = [];
    const checkMobile = vi.fn(() => new Promise<FoundPerson | null>((resolve) => answers.push(resolve)));
    const { hook, edit } = setup({ checkMobile });
    await edit('cMobile', '13800138000');
    for (let i = 0; i < 2; i++) {
      act(() => {
        void hook.result.current.check();
      });
    }
    await act(async () => answers[0]?.({ cRealName: '旧的人' }));
    expect(hook.result.current.state.status).toBe('checking');
    expect(hook.result.current.state.fields.cRealName).toBe('');
    await act(async () => answers[1]?.(null));
    expect(hook.result.current.state.status).toBe('validated');
    expect(hook.result.current.state.imported).toBe(false);
  });
});

describe('usePersonForm: submitting', () => {
  async function manualEntry(options: Partial<PersonFormOptions> = {}) {
    const setupResult = setup(options);
    await setupResult.edit('cMobile', ' 008613800138000 ');
    await setupResult.check();
    return setupResult;
  }

  it('does nothing before the mobile is validated', async () => {
    const { props, edit, submit } = setup();
    await edit('cMobile', '13800138000');
    await edit('cRealName', '张三');
    await submit();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('shows the field errors and warns when validation fails', async () => {
    const { props, hook, edit, submit } = await manualEntry();
    await edit('cRealName', '   ');
    await submit();
    expect(props.notice).toHaveBeenLastCalledWith('warning', VALIDATION_FAILED);
    expect(hook.result.current.state.errors).toEqual({ cRealName: '姓名不能为空', fClassId: '班级不能为空' });
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values with the class id as given and the internship id, then closes', async () => {
    const { props, edit, submit } = await manualEntry({ internshipInfoId: INTERNSHIP });
    await edit('cRealName', ' 张三 ');
    await edit('cNumber', ' S100 ');
    await edit('fClassId', CLASS);
    await submit();
    expect(props.onSubmit).toHaveBeenCalledWith({
      cMobile: '13800138000',
      cRealName: '张三',
      cNumber: 'S100',
      fClassId: CLASS,
      fInternshipInfoId: INTERNSHIP,
    });
    expect(props.notice).toHaveBeenLastCalledWith('success', SUBMIT_SUCCEEDED);
    expect(props.onDone).toHaveBeenCalledOnce();
  });

  it('sends a tutor type as a number and no class for a tutor', async () => {
    const { props, edit, submit } = await manualEntry({ kind: 'tutor' });
    await edit('cRealName', '赵六');
    await edit('fType', '2');
    await submit();
    expect(props.onSubmit).toHaveBeenCalledWith({
      cMobile: '13800138000',
      cRealName: '赵六',
      cNumber: '',
      fType: 2,
    });
  });

  it('sends a fixed tutor type without asking for it, so the type cannot be missing', async () => {
    const { props, hook, edit, submit } = await manualEntry({ kind: 'tutor', fixedTutorType: 2 });
    expect(hook.result.current.editable('fType')).toBe(false);
    await edit('fType', '1');
    await edit('cRealName', '钱导师');
    await submit();
    expect(hook.result.current.state.errors).toEqual({});
    expect(props.notice).not.toHaveBeenCalledWith('warning', VALIDATION_FAILED);
    expect(props.onSubmit).toHaveBeenCalledWith({
      cMobile: '13800138000',
      cRealName: '钱导师',
      cNumber: '',
      fType: 2,
    });
  });

  it('stays open and says so when the submit fails', async () => {
    const { props, edit, submit } = await manualEntry({
      kind: 'teacher',
      onSubmit: vi.fn().mockRejectedValue(new Error('boom')),
    });
    await edit('cRealName', '钱七');
    await submit();
    expect(props.notice).toHaveBeenLastCalledWith('error', SUBMIT_FAILED);
    expect(props.onDone).not.toHaveBeenCalled();
  });
});

import { Button } from '@chakra-ui/react';
import {
  CLASS_REQUIRED,
  MOBILE_CHECK_INVALID,
  mobileFound,
  mobileFoundDirect,
  mobileNotFound,
  NAME_REQUIRED,
  SUBMIT_FAILED,
  SUBMIT_SUCCEEDED,
  TUTOR_TYPE_REQUIRED,
  VALIDATION_FAILED,
} from '@practice/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';
import { findReadyDialog } from '../testing/dialogs.js';
import { fixtureId } from '../testing/fixture-id.js';
import { expectNotice } from '../testing/notices.js';
import { PersonDialog, type PersonDialogProps } from './person-dialog.js';
import type { FoundPerson } from './types.js';

const [CLASS_1, CLASS_2] = [fixtureId('软件工程1班'), fixtureId('软件工程2班')];
const CLASSES = [
  { value: CLASS_1, label: '软件工程1班' },
  { value: CLASS_2, label: '软件工程2班' },
];
const FOUND = { cNumber: '2023001', cRealName: '李明', fAppDepartmentId: CLASS_2 };
const INTERNSHIP = fixtureId('2024 暑期实习');

/** A mobile lookup answering as given, recorded for the play functions. */
const lookup = (answer: () => Promise<FoundPerson | null>) =>
  fn<(mobile: string) => Promise<FoundPerson | null>>(answer);

type DemoProps = Omit<PersonDialogProps, 'open' | 'onClose'>;

function Demo(props: DemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开对话框</Button>
      <PersonDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: '对话框/PersonDialog',
  component: Demo,
  args: {
    kind: 'student',
    classes: CLASSES,
    internshipInfoId: INTERNSHIP,
    checkMobile: lookup(async () => FOUND),
    onSubmit: fn(async () => undefined),
  },
  // Messages from an earlier story would otherwise still be on screen for the next one's assertions.
  beforeEach: () => toaster.remove(),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findReadyDialog('dialog');
const textbox = async (name: string) => within(await dialog()).getByRole('textbox', { name });
const button = async (name: string) => within(await dialog()).getByRole('button', { name });
const combobox = async (name: string) => within(await dialog()).getByRole('combobox', { name });

async function checkMobile(mobile: string) {
  await userEvent.type(await textbox('手机号码'), mobile);
  await userEvent.click(await button('校验'));
}

/** A student found by mobile: number, name and class are imported and locked, then added. */
export const StudentFound: Story = {
  play: async ({ args }) => {
    await expect(await dialog()).toHaveTextContent('添加学生');
    await expect(await textbox('学号')).toBeDisabled();
    await expect(await combobox('班级')).toBeDisabled();
    await expect(await button('添加')).toBeDisabled();
    await checkMobile('+86 13800138000');
    await expectNotice(mobileFound('学生'));
    await expect(args.checkMobile).toHaveBeenCalledWith('13800138000');
    await expect(await textbox('姓名')).toHaveValue('李明');
    await expect(await textbox('姓名')).toBeDisabled();
    await expect(await textbox('学号')).toHaveValue('2023001');
    await expect(await combobox('班级')).toHaveValue(CLASS_2);
    await expect(await combobox('班级')).toBeDisabled();
    await userEvent.click(await button('添加'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        cMobile: '13800138000',
        cRealName: '李明',
        cNumber: '2023001',
        fClassId: CLASS_2,
        fInternshipInfoId: INTERNSHIP,
      }),
    );
    await expectNotice(SUBMIT_SUCCEEDED);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The variant whose found message says the person can be added directly. */
export const TeacherFoundDirect: Story = {
  args: { kind: 'teacher', foundMessage: 'direct' },
  play: async () => {
    await expect(await dialog()).toHaveTextContent('添加教师');
    await expect(within(await dialog()).queryByRole('combobox', { name: '班级' })).toBeNull();
    await checkMobile('13800138000');
    await expectNotice(mobileFoundDirect('教师'));
    await expect(await textbox('工号')).toHaveValue('2023001');
    await expect(await button('添加')).toBeEnabled();
  },
};

/** An unknown mobile unlocks the fields for manual entry; the student's class is then required. */
export const NotFoundManualEntry: Story = {
  args: { checkMobile: lookup(async () => null) },
  play: async ({ args }) => {
    await checkMobile('13900139000');
    await expectNotice(mobileNotFound('13900139000', '学生'));
    await expect(await textbox('学号')).toBeEnabled();
    await userEvent.click(await button('添加'));
    await expectNotice(VALIDATION_FAILED);
    await expect(within(await dialog()).getByText(NAME_REQUIRED)).toBeVisible();
    await expect(within(await dialog()).getByText(CLASS_REQUIRED)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(await textbox('姓名'), '  王芳 ');
    await userEvent.type(await textbox('学号'), '2023009');
    await userEvent.selectOptions(await combobox('班级'), '软件工程1班');
    await userEvent.click(await button('添加'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        cMobile: '13900139000',
        cRealName: '王芳',
        cNumber: '2023009',
        fClassId: CLASS_1,
        fInternshipInfoId: INTERNSHIP,
      }),
    );
  },
};

/** Adding with required fields empty marks each one and warns; nothing is sent. */
export const ValidationFailure: Story = {
  args: { checkMobile: lookup(async () => null) },
  play: async ({ args }) => {
    await checkMobile('13900139000');
    await waitFor(async () => expect(await button('添加')).toBeEnabled());
    await userEvent.type(await textbox('姓名'), '   ');
    await userEvent.click(await button('添加'));
    await expectNotice(VALIDATION_FAILED);
    await expect(within(await dialog()).getByText(NAME_REQUIRED)).toBeVisible();
    await expect(within(await dialog()).getByText(CLASS_REQUIRED)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A tutor needs a tutor type; without the prop only in-school and enterprise tutors are offered. */
export const Tutor: Story = {
  args: { kind: 'tutor', checkMobile: lookup(async () => null), internshipInfoId: undefined },
  play: async ({ args }) => {
    await expect(await dialog()).toHaveTextContent('添加导师');
    await checkMobile('13700137000');
    const type = await combobox('导师类型');
    await expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择导师类型', '校内导师', '企业导师']);
    await userEvent.type(await textbox('姓名'), '赵强');
    await userEvent.click(await button('添加'));
    await expect(within(await dialog()).getByText(TUTOR_TYPE_REQUIRED)).toBeVisible();
    await userEvent.selectOptions(type, '企业导师');
    await userEvent.click(await button('添加'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        cMobile: '13700137000',
        cRealName: '赵强',
        cNumber: '',
        fType: 2,
      }),
    );
  },
};

/** A caller adding an enterprise tutor fixes the type: shown read-only, never asked for, never missing. */
export const TutorFixedType: Story = {
  args: {
    kind: 'tutor',
    fixedTutorType: 2,
    checkMobile: lookup(async () => null),
    internshipInfoId: undefined,
  },
  play: async ({ args }) => {
    await checkMobile('13700137000');
    await expectNotice(mobileNotFound('13700137000', '导师'));
    await expect(within(await dialog()).queryByRole('combobox', { name: '导师类型' })).toBeNull();
    await expect(await textbox('导师类型')).toHaveValue('企业导师');
    await expect(await textbox('导师类型')).toHaveAttribute('readonly');
    await userEvent.type(await textbox('姓名'), '钱导师');
    await userEvent.click(await button('添加'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        cMobile: '13700137000',
        cRealName: '钱导师',
        cNumber: '',
        fType: 2,
      }),
    );
    await expect(screen.queryByText(TUTOR_TYPE_REQUIRED)).toBeNull();
  },
};

/** Where the dialog allows it, the leader tutor type (3) is offered too. */
export const TutorWithLeaderType: Story = {
  args: { kind: 'tutor', allowLeaderTutorType: true, checkMobile: lookup(async () => null) },
  play: async () => {
    await checkMobile('13700137000');
    await expect(within(await combobox('导师类型')).getAllByRole('option')).toHaveLength(4);
  },
};

export const SchoolManager: Story = {
  args: { kind: 'schoolManager', checkMobile: lookup(async () => null) },
  play: async () => {
    await expect(await dialog()).toHaveTextContent('添加学校管理员');
    await checkMobile('13600136000');
    await expectNotice(mobileNotFound('13600136000', '学校管理员'));
  },
};

/** An invalid mobile is refused before any call, and the add button stays disabled. */
export const InvalidMobile: Story = {
  play: async ({ args }) => {
    await checkMobile('1380013');
    await expectNotice(MOBILE_CHECK_INVALID);
    await expect(args.checkMobile).not.toHaveBeenCalled();
    await expect(await button('添加')).toBeDisabled();
  },
};

/** A failed check locks and empties the fields again but keeps the mobile. */
export const CheckFailure: Story = {
  args: { checkMobile: lookup(async () => Promise.reject(new Error('服务错误'))) },
  play: async ({ args }) => {
    await userEvent.type(await textbox('姓名'), '李明');
    await checkMobile('13800138000');
    await waitFor(() => expect(args.checkMobile).toHaveBeenCalled());
    await waitFor(async () => expect(await textbox('姓名')).toHaveValue(''));
    await expect(await textbox('手机号码')).toHaveValue('13800138000');
    await expect(await textbox('学号')).toBeDisabled();
    await expect(await button('添加')).toBeDisabled();
  },
};

/** 重新输入 empties the form; changing the mobile after a check drops the imported person too. */
export const ReEnter: Story = {
  play: async () => {
    await checkMobile('13800138000');
    await waitFor(async () => expect(await textbox('姓名')).toHaveValue('李明'));
    await userEvent.click(await button('重新输入'));
    await expect(await textbox('手机号码')).toHaveValue('');
    await expect(await textbox('姓名')).toHaveValue('');
    await expect(await textbox('姓名')).toBeEnabled();
    await expect(await button('添加')).toBeDisabled();
    await checkMobile('13800138000');
    await waitFor(async () => expect(await button('添加')).toBeEnabled());
    await userEvent.type(await textbox('手机号码'), '1');
    await expect(await textbox('姓名')).toHaveValue('');
    await expect(await button('添加')).toBeDisabled();
  },
};

/** A failed submit says so and leaves the dialog open. */
export const SubmitFailure: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('500'))) },
  play: async () => {
    await checkMobile('13800138000');
    await waitFor(async () => expect(await button('添加')).toBeEnabled());
    await userEvent.click(await button('添加'));
    await expectNotice(SUBMIT_FAILED);
    await expect(await dialog()).toBeVisible();
  },
};

import { Button } from '@chakra-ui/react';
import { bulkFailed, CLASS_REQUIRED, SUBMIT_SUCCEEDED } from '@practice/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';
import { findReadyDialog } from '../testing/dialogs.js';
import { fixtureId } from '../testing/fixture-id.js';
import { expectNotice } from '../testing/notices.js';
import { AssignStudentsDialog, type AssignStudentsDialogProps } from './assign-students-dialog.js';
import type { AssignableStudent } from './types.js';

const [CLASS_1, CLASS_2] = [fixtureId('软件工程1班'), fixtureId('软件工程2班')];
/** A student of the fixtures, whose id is named after them. */
const student = (cRealName: string, cMobile: string): AssignableStudent => ({
  fInternshipStudentId: fixtureId(cRealName),
  cRealName,
  cMobile,
});
const STUDENTS: Record<string, AssignableStudent[]> = {
  [CLASS_1]: [student('张伟', '13800138001'), student('李娜', '13800138002'), student('张敏', '13800138003')],
  [CLASS_2]: [student('王强', '13900139001')],
};

type DemoProps = Omit<AssignStudentsDialogProps, 'open' | 'onClose'>;

function Demo(props: DemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开对话框</Button>
      <AssignStudentsDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: '对话框/AssignStudentsDialog',
  component: Demo,
  args: {
    classes: [
      { value: CLASS_1, label: '软件工程1班' },
      { value: CLASS_2, label: '软件工程2班' },
    ],
    loadStudents: fn(async (classId: string) => STUDENTS[classId] ?? []),
    onSave: fn(async () => undefined),
  },
  beforeEach: () => toaster.remove(),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findReadyDialog('dialog');
const inDialog = async () => within(await dialog());
const list = async (title: string) => within((await inDialog()).getByRole('region', { name: title }));

async function pickClass(label: string) {
  await userEvent.selectOptions((await inDialog()).getByRole('combobox', { name: '班级' }), label);
}
async function moveRight(...names: string[]) {
  for (const name of names)
    await userEvent.click(await (await list('待选学生')).findByRole('checkbox', { name: new RegExp(name) }));
  await userEvent.click((await inDialog()).getByRole('button', { name: '移到已选学生' }));
}
/** The students shown in a list, without its header box. */
const namesIn = async (title: string) =>
  within((await list(title)).getByRole('list'))
    .queryAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent ?? '');

/** Pick a class, filter by name, move one student right and save the assignment. */
export const AssignAndSave: Story = {
  play: async ({ args }) => {
    const save = (await inDialog()).getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await pickClass('软件工程1班');
    await waitFor(() => expect(args.loadStudents).toHaveBeenCalledWith(CLASS_1));
    await (await list('待选学生')).findByRole('checkbox', { name: /李娜/ });
    await userEvent.type((await inDialog()).getByPlaceholderText('请输入学生姓名'), '张');
    await waitFor(async () =>
      expect(await namesIn('待选学生')).toEqual(['张伟13800138001', '张敏13800138003']),
    );
    await moveRight('张敏');
    await expect(await namesIn('已选学生')).toEqual(['张敏13800138003']);
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        classId: CLASS_1,
        studentIds: [fixtureId('张敏')],
        removedIds: [],
      }),
    );
    await expectNotice(SUBMIT_SUCCEEDED);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Checked students on the right go back to the left; with none chosen, save is disabled again. */
export const MoveBack: Story = {
  play: async () => {
    await pickClass('软件工程1班');
    await moveRight('张伟', '李娜');
    await expect(await namesIn('已选学生')).toHaveLength(2);
    await userEvent.click((await list('已选学生')).getByRole('checkbox', { name: '全选已选学生' }));
    await userEvent.click((await inDialog()).getByRole('button', { name: '移回待选学生' }));
    await expect(await namesIn('已选学生')).toEqual([]);
    await expect(await namesIn('待选学生')).toHaveLength(3);
    await expect((await inDialog()).getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

/** Changing the class reloads the candidates and keeps who was chosen from the last one. */
export const ClassChangeKeepsChoice: Story = {
  play: async ({ args }) => {
    await pickClass('软件工程1班');
    await moveRight('张伟');
    await pickClass('软件工程2班');
    await waitFor(() => expect(args.loadStudents).toHaveBeenLastCalledWith(CLASS_2));
    await moveRight('王强');
    await expect(await namesIn('已选学生')).toEqual(['张伟13800138001', '王强13900139001']);
    await pickClass('软件工程1班');
    await (await list('待选学生')).findByRole('checkbox', { name: /李娜/ });
    await expect(await namesIn('待选学生')).toEqual(['李娜13800138002', '张敏13800138003']);
    await userEvent.click((await inDialog()).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        classId: CLASS_1,
        studentIds: [fixtureId('张伟'), fixtureId('王强')],
        removedIds: [],
      }),
    );
  },
};

/** The tutor's students are listed as chosen, marked 已分配; taking one away is saved as a removal. */
export const AssignedRemovable: Story = {
  args: { loadAssigned: fn(async () => [student('李娜', '13800138002')]) },
  play: async ({ args }) => {
    await waitFor(async () => expect(await namesIn('已选学生')).toEqual(['李娜13800138002 · 已分配']));
    const save = (await inDialog()).getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await pickClass('软件工程1班');
    await (await list('待选学生')).findByRole('checkbox', { name: /张伟/ });
    await expect(await namesIn('待选学生')).toEqual(['张伟13800138001', '张敏13800138003']);
    await userEvent.click((await list('已选学生')).getByRole('checkbox', { name: /李娜/ }));
    await userEvent.click((await inDialog()).getByRole('button', { name: '移回待选学生' }));
    await expect(await namesIn('待选学生')).toEqual([
      '张伟13800138001',
      '李娜13800138002 · 已分配',
      '张敏13800138003',
    ]);
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        classId: CLASS_1,
        studentIds: [],
        removedIds: [fixtureId('李娜')],
      }),
    );
  },
};

/** The class is required: going back to no class says so. */
export const ClassRequired: Story = {
  play: async () => {
    await pickClass('软件工程1班');
    await userEvent.selectOptions((await inDialog()).getByRole('combobox', { name: '班级' }), '请选择班级');
    await expect((await inDialog()).getByText(CLASS_REQUIRED)).toBeVisible();
    await expect((await inDialog()).getByText('请先选择班级')).toBeVisible();
  },
};

/** A server error (500) is reported with the action's failure text; the dialog stays open. */
export const ServerError: Story = {
  args: {
    onSave: fn(async () => Promise.reject({ status: 500, message: '服务错误! 错误内容: 服务器错误' })),
  },
  play: async () => {
    await pickClass('软件工程1班');
    await moveRight('李娜');
    await userEvent.click((await inDialog()).getByRole('button', { name: '保存' }));
    await expectNotice(bulkFailed('分配'));
    await expect(await dialog()).toBeVisible();
  },
};

/** Any other failure is left to the client's own message: the dialog shows nothing more and stays open. */
export const OtherErrorSilent: Story = {
  args: { onSave: fn(async () => Promise.reject({ status: 400 })) },
  play: async ({ args }) => {
    await pickClass('软件工程1班');
    await moveRight('李娜');
    const save = (await inDialog()).getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await waitFor(() => expect(save).toBeEnabled());
    await expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull();
    await expect(await dialog()).toBeVisible();
  },
};

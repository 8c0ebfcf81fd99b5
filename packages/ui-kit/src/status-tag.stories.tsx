import { HStack } from '@chakra-ui/react';
import { enums } from '@practice/sdk/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChainedStatusTag } from './status-chain.js';
import { LateTag, StatusTag } from './status-tag.js';

const meta = {
  title: '基础/状态标签 StatusTag',
  component: StatusTag,
  args: { enumDef: enums.ReviewStatus, value: 1 },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Passed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('审核通过')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未填写')).toBeVisible();
  },
};

/** Every review state side by side, in the spec's colours (warning, success, danger). */
export const AllReviewStates: Story = {
  render: () => (
    <HStack>
      {[0, 1, 2].map((value) => (
        <StatusTag key={value} enumDef={enums.ReviewStatus} value={value} />
      ))}
    </HStack>
  ),
  play: async ({ canvas }) => {
    for (const text of ['未审核', '审核通过', '审核未通过'])
      await expect(canvas.getByText(text)).toBeVisible();
  },
};

/** SPEC 4's job status chain: the last state that applies, in its colour. */
export const JobStatusChain: Story = {
  render: () => {
    const chain = [
      { field: 'fStatus', enumDef: enums.ReviewStatus, opensNext: 1 },
      { field: 'fIsPublish', enumDef: enums.PublishStatus, opensNext: 1 },
      { field: 'fIsFinished', enumDef: enums.FinishStatus },
    ];
    const rows = [
      { fStatus: 0, fIsPublish: 0, fIsFinished: 0 },
      { fStatus: 1, fIsPublish: 0, fIsFinished: 0 },
      { fStatus: 1, fIsPublish: 1, fIsFinished: 0 },
      { fStatus: 1, fIsPublish: 1, fIsFinished: 1 },
    ];
    return (
      <HStack>
        {rows.map((row) => (
          <ChainedStatusTag key={JSON.stringify(row)} row={row} chain={chain} />
        ))}
      </HStack>
    );
  },
  play: async ({ canvas }) => {
    for (const text of ['未审核', '未发布', '招聘中', '已结束'])
      await expect(canvas.getByText(text)).toBeVisible();
  },
};

/** A hand-in's days late (fLateDays) in the danger colour; nothing for work that came on time. */
export const LateHandIn: Story = {
  render: () => (
    <HStack>
      <StatusTag enumDef={enums.ReviewStatus} value={0} />
      <LateTag days={3} />
      <LateTag days={0} />
    </HStack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('逾期 3 天')).toBeVisible();
    await expect(canvas.queryByText(/逾期 0 天/)).toBeNull();
  },
};

import { Flex, IconButton, Stack } from '@chakra-ui/react';
import { TransferList } from './transfer-list.js';
import type { useAssignStudents } from './use-assign-students.js';

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d={direction === 'right' ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
  </svg>
);

/** 待选学生 on the left (with the name filter), 已选学生 on the right, the move buttons between them. */
export function TransferBox({ state }: { state: ReturnType<typeof useAssignStudents> }) {
  const { lists } = state;
  return (
    <Flex gap="3" align="stretch">
      <TransferList
        title="待选学生"
        items={lists.left}
        checked={lists.checked.left}
        onToggle={(key) => state.toggle('left', key)}
        onToggleAll={() => state.toggleAll('left')}
        filter={{ value: state.filter, placeholder: '请输入学生姓名', onChange: state.setFilter }}
        loading={state.loading}
        emptyText={state.classKey === '' ? '请先选择班级' : '暂无数据'}
      />
      <Stack gap="2" alignSelf="center">
        <IconButton
          aria-label="移到已选学生"
          colorPalette="brand"
          size="sm"
          disabled={lists.checked.left.length === 0}
          onClick={() => state.move('right')}
        >
          <Chevron direction="right" />
        </IconButton>
        <IconButton
          aria-label="移回待选学生"
          colorPalette="brand"
          size="sm"
          disabled={lists.checked.right.length === 0}
          onClick={() => state.move('left')}
        >
          <Chevron direction="left" />
        </IconButton>
      </Stack>
      <TransferList
        title="已选学生"
        items={lists.right}
        checked={lists.checked.right}
        onToggle={(key) => state.toggle('right', key)}
        onToggleAll={() => state.toggleAll('right')}
        emptyText="暂无数据"
      />
    </Flex>
  );
}

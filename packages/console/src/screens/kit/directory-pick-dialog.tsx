import { Field, Stack, Text } from '@chakra-ui/react';
import { AppDialog, DialogActions, OptionSelect, type SelectOption, useResetOnOpen } from '@practice/ui-kit';
import { useCallback, useState } from 'react';

export interface DirectoryPickDialogProps {
  /** How many resources are being added; the dialog is closed at null. */
  count: number | null;
  /** The course school's directories (its reference or its resource directories), as choices. */
  directories: readonly SelectOption[];
  /** Where the resources go, in the sentence above the choice: 参考资料, 课程资源. */
  destination: string;
  /** The confirm button's word: the page's button (添加到参考资料). */
  label: string;
  /** Whose files they become: 本课程 (default), 本项目. */
  owner?: string;
  onClose: () => void;
  onConfirm: (directoryId: string) => void;
}

/** Where the chosen library files go among the course school's directories (none: the top level). */
export function DirectoryPickDialog({
  count,
  directories,
  destination,
  label,
  owner = '本课程',
  onClose,
  onConfirm,
}: DirectoryPickDialogProps) {
  const open = count !== null;
  const [directory, setDirectory] = useState('');
  useResetOnOpen(
    open,
    useCallback(() => setDirectory(''), []),
  );
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={label}
      footer={<DialogActions onCancel={onClose} confirmLabel="确定" onConfirm={() => onConfirm(directory)} />}
    >
      <Stack gap="4">
        <Text>
          已选择 {count ?? 0} 项公共资源，将添加到{owner}的{destination}中。
        </Text>
        <Field.Root>
          <Field.Label>所属目录</Field.Label>
          <OptionSelect
            options={directories}
            emptyLabel="不放入目录"
            value={directory}
            onChange={setDirectory}
          />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

import { Field, Stack, Text } from '@chakra-ui/react';
import { AppDialog, DialogActions, OptionSelect, useResetOnOpen } from '@practice/ui-kit';
import { useCallback, useState } from 'react';
import { useDirectoryOptions } from './course-directories.js';

export interface DirectoryPickDialogProps {
  /** How many resources are being added; the dialog is closed at null. */
  count: number | null;
  schoolId: string | null | undefined;
  /** The confirm button's word: the page's button (添加到参考资料). */
  label: string;
  onClose: () => void;
  onConfirm: (directoryId: string) => void;
}

/** Where the chosen resources go among the course school's reference directories (none: the top level). */
export function DirectoryPickDialog({
  count,
  schoolId,
  label,
  onClose,
  onConfirm,
}: DirectoryPickDialogProps) {
  const open = count !== null;
  const [directory, setDirectory] = useState('');
  const directories = useDirectoryOptions(schoolId, open);
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
        <Text>已选择 {count ?? 0} 项公共资源，将添加到本课程的参考资料中。</Text>
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

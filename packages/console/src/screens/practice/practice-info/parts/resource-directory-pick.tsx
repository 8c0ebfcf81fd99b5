import { Field, Stack, Text } from '@chakra-ui/react';
import { AppDialog, DialogActions, OptionSelect, useResetOnOpen } from '@practice/ui-kit';
import { useCallback, useState } from 'react';
import { usePracticeDirectoryOptions } from './practice-resources.js';

export interface ResourceDirectoryPickProps {
  /** How many resources are being added; the dialog is closed at null. */
  count: number | null;
  schoolId: string | null | undefined;
  /** The page's button (添加到课程资源): the dialog's title. */
  label: string;
  onClose: () => void;
  onConfirm: (directoryId: string) => void;
}

/**
 * Where the chosen library files go among the course school's resource directories (none: the top level).
 * The internship side's DirectoryPickDialog asks the reference directories only, hence this one.
 */
export function ResourceDirectoryPick({
  count,
  schoolId,
  label,
  onClose,
  onConfirm,
}: ResourceDirectoryPickProps) {
  const open = count !== null;
  const [directory, setDirectory] = useState('');
  const directories = usePracticeDirectoryOptions(schoolId, open);
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
        <Text>已选择 {count ?? 0} 项公共资源，将添加到本课程的课程资源中。</Text>
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

import { Button, Field, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import {
  AppDialog,
  DialogActions,
  notify,
  type TableRow,
  useResetOnOpen,
  useSending,
} from '@practice/ui-kit';
import { useCallback, useState } from 'react';
import { callOperation } from '../../../entity-list/index.js';
import { addStudentBody, studentSearch } from './student-pick.js';

export interface StudentPickDialogProps {
  open: boolean;
  courseId: string;
  /** After 提交成功! too: the course's student list refreshes through the write itself (src/data). */
  onClose: () => void;
}

/** 添加学生: find a student by name or number, choose one, give a reason; the adding is the approval. */
export function StudentPickDialog({ open, courseId, onClose }: StudentPickDialogProps) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<TableRow[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const { sending, send } = useSending();
  const restart = useCallback(() => {
    setText('');
    setFound(null);
    setChosen('');
    setReason('');
    setError('');
  }, []);
  useResetOnOpen(open, restart);

  const search = async () => {
    const query = studentSearch(text);
    if (!query) return setError('请输入学生姓名或学号');
    setError('');
    const page = await callOperation('GetStudentPageList', { pageNumber: 1, pageSize: 20, ...query }).catch(
      () => null,
    );
    setFound(page?.List ?? []);
    setChosen('');
  };
  const submit = async () => {
    const result = addStudentBody(
      courseId,
      found?.find((s) => String(s.fStudentId) === chosen) ?? null,
      reason,
    );
    if (!result.ok) return setError(result.error);
    if (!(await send(() => callOperation('AddPracticeStudent', result.body)))) return;
    notify('success', SUBMIT_SUCCEEDED);
    onClose();
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="添加学生"
      footer={<DialogActions onCancel={onClose} confirmLabel="添加" onConfirm={submit} loading={sending} />}
    >
      <Stack gap="4">
        <HStack>
          <Input
            placeholder="请输入学生姓名或学号"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void search()}
          />
          <Button colorPalette="brand" variant="outline" onClick={() => void search()}>
            查找
          </Button>
        </HStack>
        {found && !found.length && <Text color="fg.muted">未找到匹配的学生</Text>}
        {found && found.length > 0 && (
          <RadioGroup.Root value={chosen} onValueChange={(e) => setChosen(e.value ?? '')} aria-label="学生">
            <Stack gap="2" maxH="240px" overflowY="auto">
              {found.map((s) => (
                <RadioGroup.Item key={String(s.fStudentId)} value={String(s.fStudentId)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {String(s.cRealName)}（{String(s.cNumber)}）{String(s.cClassName ?? '')}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
        <Field.Root>
          <Field.Label>选课理由</Field.Label>
          <Textarea
            rows={2}
            placeholder="请输入选课理由（选填）"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field.Root>
        {error && <Text color="fg.error">{error}</Text>}
      </Stack>
    </AppDialog>
  );
}

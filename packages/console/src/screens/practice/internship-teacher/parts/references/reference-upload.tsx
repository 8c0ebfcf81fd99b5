import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type InputOf, SUBMIT_SUCCEEDED, VALIDATION_FAILED } from '@practice/sdk';
import {
  AppDialog,
  DialogActions,
  notify,
  OptionSelect,
  UploadField,
  useResetOnOpen,
  useSending,
} from '@practice/ui-kit';
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react';
import { uploaderFor } from '../../../../../files/uploads.js';
import { callOperation } from '../../../../entity-list/index.js';
import { useDirectoryOptions } from '../../../../kit/internship/course-directories.js';
import {
  emptyReference,
  fileBaseName,
  REFERENCE_MAX_MB,
  type ReferenceForm,
  referenceSubmission,
} from './references.js';

export interface ReferenceUploadDialogProps {
  open: boolean;
  courseId: string;
  schoolId: string;
  onClose: () => void;
  /** Opens 添加公共资源 instead, when the user has that page. */
  onPickCommon?: (() => void) | undefined;
  /** Once the dialog has finished closing (the page it leaves for opens then: kit/after-close.ts). */
  onExitComplete?: () => void;
}

/**
 * 上传资料: one file of at most 100 MB into the references folder (SPEC §5, §7.4 references/cFilePath), its
 * name (the file's, until changed), a directory of the course's school and a description.
 */
export function ReferenceUploadDialog(props: ReferenceUploadDialogProps) {
  const { open, courseId, schoolId, onClose, onPickCommon, onExitComplete } = props;
  const formId = useId();
  const [form, setForm] = useState<ReferenceForm>(emptyReference);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { sending, send } = useSending();
  const directories = useDirectoryOptions(schoolId, open);
  const restart = useCallback(() => {
    setForm(emptyReference());
    setErrors({});
  }, []);
  useResetOnOpen(open, restart);
  const change = (patch: Partial<ReferenceForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !(k in patch))));
  };

  // The stored path comes back from the field; the size and a name are taken from the file itself.
  const upload = useMemo(() => {
    const store = uploaderFor('reference');
    return async (file: File) => {
      const path = await store(file);
      setForm((current) => ({
        ...current,
        fFileSize: file.size,
        cFileName: current.cFileName || fileBaseName(file.name),
      }));
      return path;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = referenceSubmission(form, courseId);
    if (!result.ok) {
      setErrors(result.errors);
      notify('warning', VALIDATION_FAILED);
      return;
    }
    if (
      !(await send(() =>
        callOperation('AddInternshipReference', result.body as InputOf<'AddInternshipReference'>),
      ))
    ) {
      return;
    }
    notify('success', SUBMIT_SUCCEEDED);
    onClose();
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="上传资料"
      {...(onExitComplete ? { onExitComplete } : {})}
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={sending} />}
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate aria-label="上传资料">
        <Stack gap="4">
          {onPickCommon && (
            <HStack justify="space-between" bg="bg.muted" px="3" py="2" borderRadius="l2">
              <Text textStyle="sm">也可以从公共资源库中挑选已审核的资源</Text>
              <Button size="xs" variant="outline" colorPalette="brand" onClick={onPickCommon}>
                添加公共资源
              </Button>
            </HStack>
          )}
          <Field.Root>
            <Field.Label>所属目录</Field.Label>
            <OptionSelect
              options={directories}
              emptyLabel="不放入目录"
              value={form.fInternshipReferenceDirectoryId}
              onChange={(id) => change({ fInternshipReferenceDirectoryId: id })}
            />
          </Field.Root>
          <Field.Root invalid={!!errors.cFilePath}>
            <UploadField
              label="资料文件"
              required
              value={form.cFilePath || null}
              onChange={(path) => change({ cFilePath: path ?? '', ...(path ? {} : { fFileSize: null }) })}
              upload={upload}
              maxMb={REFERENCE_MAX_MB}
            />
            <Field.ErrorText>{errors.cFilePath}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.cFileName}>
            <Field.Label>
              资料名称
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              placeholder="请输入资料名称"
              value={form.cFileName}
              onChange={(e) => change({ cFileName: e.target.value })}
            />
            <Field.ErrorText>{errors.cFileName}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>资料说明</Field.Label>
            <Textarea
              rows={3}
              placeholder="请输入资料说明"
              value={form.cDesc}
              onChange={(e) => change({ cDesc: e.target.value })}
            />
          </Field.Root>
        </Stack>
      </form>
    </AppDialog>
  );
}

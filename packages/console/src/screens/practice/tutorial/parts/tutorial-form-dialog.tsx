import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import {
  AppDialog,
  DialogActions,
  type TableRow,
  UploadField,
  UploadRejectedError,
  useResetOnOpen,
} from '@practice/ui-kit';
import { type FormEvent, useCallback, useId, useMemo } from 'react';
import { fileUrl, uploaderFor } from '../../../../files/uploads.js';
import { callOperation } from '../../../entity-list/index.js';
import { useFormSubmit } from '../../../entity-list/use-form-submit.js';
import { useRefChoices } from '../../../entity-list/use-ref-choices.js';
import {
  isPlayableVideo,
  mediumOf,
  TUTORIAL_MAX_MB,
  tutorialEntity,
  tutorialFields,
  tutorialSubmission,
  tutorialValues,
  VIDEO_KEY,
} from '../../../kit/video/tutorial-form.js';
import { EditPageFieldInput } from '../../../org/edit-page-field.js';
import { asGenericField } from '../../../org/edit-page-fields.js';

const store = uploaderFor('file');
/** A video that the page could not play is refused before it is stored. */
const storeVideo = (file: File) =>
  isPlayableVideo(file)
    ? store(file)
    : Promise.reject(new UploadRejectedError('只能上传视频文件(mp4, webm)'));

export interface TutorialFormDialogProps {
  /** Closed: null; adding: 'add'; editing: the row. */
  editing: TableRow | 'add' | null;
  /** The add button's word, for the title. */
  addLabel: string;
  /** After 提交成功! too: the list refreshes through the write itself (src/data). */
  onClose: () => void;
}

/** 新增 / 编辑 a tutorial: its fields, cover and text, and the video or attachment its type needs. */
export function TutorialFormDialog({ editing, addLabel, onClose }: TutorialFormDialogProps) {
  const open = editing !== null;
  const row = editing === 'add' || editing === null ? undefined : editing;
  const formId = useId();
  const form = useFormSubmit(tutorialValues);
  const { values, setValues } = form;
  const generic = useMemo(() => tutorialFields.map(asGenericField), []);
  const choices = useRefChoices(generic, open);
  const reset = useCallback(() => {
    setValues(tutorialValues(row));
    form.reset();
  }, [row, form.reset, setValues]);
  useResetOnOpen(open, reset);

  const medium = mediumOf(values.fTutorialType ?? '');
  const submit = (event: FormEvent) =>
    form.submit(event, {
      check: () => tutorialSubmission(values, row),
      // Add or Edit at run time: the SDK checks the body against the chosen operation's contract.
      send: (body) => callOperation((row ? 'EditTutorialInfo' : 'AddTutorialInfo') as string, body),
      onDone: onClose,
    });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={`${row ? '编辑' : addLabel}${tutorialEntity.label}`}
      size="large"
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={form.saving} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label={`${tutorialEntity.label}表单`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {tutorialFields.map((field) => (
            <EditPageFieldInput
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              onChange={(value) => form.change(field.key, value)}
              error={form.errors[field.key]}
              choices={choices[field.key]}
              readOnly={false}
            />
          ))}
          {medium && (
            <Box gridColumn="1 / -1">
              <UploadField
                // A new field for each medium: a video picked for 视频 does not linger under 附件.
                key={medium.key}
                label={medium.label}
                required
                value={values[medium.key] || null}
                onChange={(path) => form.change(medium.key, path ?? '')}
                upload={medium.key === VIDEO_KEY ? storeVideo : store}
                maxMb={TUTORIAL_MAX_MB}
                previewUrl={fileUrl}
              />
              {form.errors[medium.key] && (
                <Text color="fg.error" textStyle="sm">
                  {form.errors[medium.key]}
                </Text>
              )}
            </Box>
          )}
        </SimpleGrid>
      </form>
    </AppDialog>
  );
}

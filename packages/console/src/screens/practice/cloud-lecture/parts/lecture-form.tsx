import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { EntityDef } from '@practice/sdk/contract';
import { type SelectOption, UploadField, UploadRejectedError } from '@practice/ui-kit';
import { useMemo } from 'react';
import { fileUrl, uploaderFor } from '../../../../files/uploads.js';
import type { FormValues, Submission } from '../../../entity-list/form-values.js';
import { isPlayableVideo, TUTORIAL_MAX_MB } from '../../../kit/video/tutorial-form.js';
import { EditPageFieldInput } from '../../../org/edit-page-field.js';
import { type EditPageField, editPageFields } from '../../../org/edit-page-fields.js';
import { editPageSubmission, editPageValues } from '../../../org/edit-page-values.js';

/*
 * The form of a lecture's recording, teaching file or paper: the contract's fields with the detail page's
 * controls, plus the one stored file each has (cVideoPath, cFilePath), uploaded in the form. A file's size
 * (fFileSize) is read from the file itself, never typed.
 */

const store = uploaderFor('file');
const storeVideo = (file: File) =>
  isPlayableVideo(file)
    ? store(file)
    : Promise.reject(new UploadRejectedError('只能上传视频文件(mp4, webm)'));

export const SIZE_KEY = 'fFileSize';

export interface LectureFormShape {
  entity: EntityDef;
  fields: readonly EditPageField[];
  /** The stored file's field: its key, label and whether it is a video. */
  upload: { key: string; label: string; video: boolean } | null;
}

export function lectureFormShape(entity: EntityDef): LectureFormShape {
  const stored = Object.entries(entity.fields).find(
    ([, f]) => (f.display === 'file' || f.display === 'video') && !f.readOnly,
  );
  return {
    entity,
    fields: editPageFields(entity).filter((f) => f.key !== SIZE_KEY),
    upload: stored ? { key: stored[0], label: stored[1].label, video: stored[1].display === 'video' } : null,
  };
}

export function lectureFormValues(
  shape: LectureFormShape,
  row?: Record<string, unknown>,
  defaults: Readonly<Record<string, string>> = {},
): FormValues {
  const values = { ...editPageValues(shape.fields, row), ...(row ? {} : defaults) };
  if (shape.upload) values[shape.upload.key] = row?.[shape.upload.key] ? String(row[shape.upload.key]) : '';
  if (row?.[SIZE_KEY] != null) values[SIZE_KEY] = String(row[SIZE_KEY]);
  return values;
}

/** The Add or Edit body, or what is wrong (the fields', and 请上传… when the file is missing). */
export function lectureSubmission(
  shape: LectureFormShape,
  values: FormValues,
  editing?: Record<string, unknown>,
): Submission {
  const { upload, entity } = shape;
  // The stored file and its size travel as text and a number, checked with the rest by the contract.
  const stored: EditPageField[] = upload
    ? [
        { key: upload.key, label: upload.label, control: 'text', required: false },
        ...(entity.fields[SIZE_KEY]
          ? [{ key: SIZE_KEY, label: '文件大小', control: 'number' as const, required: false }]
          : []),
      ]
    : [];
  const result = editPageSubmission(entity, [...shape.fields, ...stored], values, editing);
  if (!upload || (values[upload.key] ?? '').trim()) return result;
  const errors = result.ok ? {} : result.errors;
  delete errors[''];
  return { ok: false, errors: { ...errors, [upload.key]: `请上传${upload.label}` } };
}

export interface LectureFormFieldsProps {
  shape: LectureFormShape;
  values: FormValues;
  errors: Record<string, string>;
  change: (key: string, value: string) => void;
  choices: Record<string, SelectOption[]>;
  readOnly: boolean;
}

/** The fields, then the stored file. */
export function LectureFormFields({
  shape,
  values,
  errors,
  change,
  choices,
  readOnly,
}: LectureFormFieldsProps) {
  const { upload } = shape;
  const uploadFile = useMemo(
    () => async (file: File) => {
      const path = await (upload?.video ? storeVideo : store)(file);
      change(SIZE_KEY, String(file.size));
      return path;
    },
    [upload, change],
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {shape.fields.map((field) => (
        <EditPageFieldInput
          key={field.key}
          field={field}
          value={values[field.key] ?? ''}
          onChange={(value) => change(field.key, value)}
          error={errors[field.key]}
          choices={choices[field.key]}
          readOnly={readOnly}
        />
      ))}
      {upload && (
        <Box gridColumn="1 / -1">
          <UploadField
            label={upload.label}
            required
            value={values[upload.key] || null}
            onChange={(path) => change(upload.key, path ?? '')}
            upload={uploadFile}
            maxMb={TUTORIAL_MAX_MB}
            disabled={readOnly}
            previewUrl={fileUrl}
          />
          {errors[upload.key] && (
            <Text color="fg.error" textStyle="sm">
              {errors[upload.key]}
            </Text>
          )}
        </Box>
      )}
    </SimpleGrid>
  );
}

import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { UploadField } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fileUrl, uploaderFor } from '../../files/uploads.js';
import { EditPageFrame } from '../edit-page/edit-page-frame.js';
import { useEditPage } from '../edit-page/use-edit-page.js';
import { useLeaveToList } from '../edit-page/use-leave-to-list.js';
import { useOnlyChoices } from '../entity-list/use-form-submit.js';
import { useRefChoices } from '../entity-list/use-ref-choices.js';
import { EditPageFieldInput } from '../org/edit-page-field.js';
import { asGenericField } from '../org/edit-page-fields.js';
import {
  FILE_KEY,
  LABEL_KEY,
  RESOURCE_MAX_MB,
  type ResourceEntity,
  resourceFormOf,
  SIZE_KEY,
} from './resource-form.js';

const store = uploaderFor('file');

/**
 * 新增资源 / 编辑资源: the resource's fields and its one file (at most 100 MB, SPEC §5), loaded by
 * ?cCommonResourceId= or empty to add. The page's form button (创建 / 保存) sends it; without that button
 * the form is read only. Saved, the tab closes and the list shows the change.
 */
export function ResourceFormPage({
  operation,
  entity: name = 'CommonResource',
}: {
  /** Add{E} or Edit{E} of the library. */
  operation: string;
  entity?: ResourceEntity;
}) {
  const library = useMemo(() => resourceFormOf(name), [name]);
  const { entity: resourceEntity, values: resourceValues, submission: resourceSubmission } = library;
  const typedFields = useMemo(() => library.fields.filter((f) => f.key !== FILE_KEY), [library]);
  const choices = useRefChoices(
    useMemo(() => typedFields.map(asGenericField), [typedFields]),
    true,
  );
  const [params] = useSearchParams();
  const label = params.get(LABEL_KEY) ?? '';
  const { record, form, readOnly, frame } = useEditPage({
    entity: resourceEntity,
    operation,
    markEntity: true,
    values: (editing) => resourceValues(editing, label),
    check: resourceSubmission,
    leave: useLeaveToList('list'),
  });
  const { values, setValues } = form;
  // Staff have one school to choose from, their own: a new resource takes it.
  useOnlyChoices(choices, record.status === 'new', setValues);

  // The stored path comes back to the field; the size is read from the file itself.
  const upload = useMemo(
    () => async (file: File) => {
      const path = await store(file);
      form.change(SIZE_KEY, String(file.size));
      return path;
    },
    [form.change],
  );

  return (
    <EditPageFrame {...frame}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {typedFields.map((field) => (
          <Box key={field.key} gridColumn={field.control === 'textarea' ? '1 / -1' : undefined}>
            <EditPageFieldInput
              field={field}
              value={values[field.key] ?? ''}
              onChange={(value) => form.change(field.key, value)}
              error={form.errors[field.key]}
              choices={choices[field.key]}
              readOnly={readOnly}
            />
          </Box>
        ))}
        <Box gridColumn="1 / -1">
          <UploadField
            label={library.fields.find((f) => f.key === FILE_KEY)?.label ?? '资源文件'}
            required
            value={values[FILE_KEY] || null}
            onChange={(path) => {
              form.change(FILE_KEY, path ?? '');
              if (!path) form.change(SIZE_KEY, '');
            }}
            upload={upload}
            maxMb={RESOURCE_MAX_MB}
            disabled={readOnly}
            previewUrl={fileUrl}
          />
          {form.errors[FILE_KEY] && (
            <Text color="fg.error" textStyle="sm">
              {form.errors[FILE_KEY]}
            </Text>
          )}
        </Box>
      </SimpleGrid>
    </EditPageFrame>
  );
}

import { Box, Button, chakra, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { UploadField } from '@practice/ui-kit';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fileUrl, uploaderFor } from '../../../../files/uploads.js';
import { usePageButtons, usePageRoute } from '../../../../permission/index.js';
import { useEditRecord } from '../../../edit-page/use-edit-record.js';
import { useLeaveToList } from '../../../edit-page/use-leave-to-list.js';
import { callOperation } from '../../../entity-list/index.js';
import { useFormSubmit, useOnlyChoices } from '../../../entity-list/use-form-submit.js';
import { useRefChoices } from '../../../entity-list/use-ref-choices.js';
import { EditPageFieldInput } from '../../../org/edit-page-field.js';
import { asGenericField } from '../../../org/edit-page-fields.js';
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
  const route = usePageRoute();
  const buttons = usePageButtons();
  const record = useEditRecord(`Get${resourceEntity.name}Model`, resourceEntity.key);
  const choices = useRefChoices(
    useMemo(() => typedFields.map(asGenericField), [typedFields]),
    true,
  );
  const [params] = useSearchParams();
  const label = params.get(LABEL_KEY) ?? '';
  const form = useFormSubmit(() => resourceValues(undefined, label));
  const { values, setValues } = form;
  const leave = useLeaveToList('list');
  const editing = record.status === 'loaded' ? record.row : undefined;
  const button = buttons.groups.form.find((b) => b.operation === operation);
  const readOnly = !button || (record.status !== 'new' && record.status !== 'loaded');

  // The form follows the record it was built from; a kept-alive page shown again keeps what was typed.
  const builtFrom = useRef<typeof record | null>(null);
  useEffect(() => {
    if (builtFrom.current === record || record.status === 'loading') return;
    builtFrom.current = record;
    setValues(resourceValues(editing, label));
    form.reset();
  }, [record, editing, label, form.reset, setValues, resourceValues]);
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

  const submit = (event: FormEvent) =>
    readOnly
      ? event.preventDefault()
      : form.submit(event, {
          check: () => resourceSubmission(values, editing),
          // The SDK checks the body against the chosen operation's contract (the key when editing).
          send: (body) => callOperation(operation, body),
          onDone: leave,
        });

  const title = route?.title ?? resourceEntity.label;
  if (record.status === 'loading') return <Spinner aria-label="加载中" />;
  if (record.status === 'failed') return <Text color="fg.muted">未获取到{resourceEntity.label}数据</Text>;
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={title} data-entity={resourceEntity.name}>
      <Stack gap="4" maxWidth="5xl">
        <Heading size="md">{title}</Heading>
        <chakra.fieldset disabled={readOnly} minWidth="0">
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
        </chakra.fieldset>
        <HStack gap="3">
          {button && !readOnly && (
            <Button type="submit" colorPalette="brand" loading={form.saving}>
              {button.label}
            </Button>
          )}
          <Button variant="outline" onClick={leave}>
            返回
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

import { Box, Button, chakra, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TableRow } from '@practice/ui-kit';
import { AppDialog, DialogActions, UploadField } from '@practice/ui-kit';
import { type FormEvent, useEffect, useMemo } from 'react';
import { fileUrl, uploaderFor } from '../../../../files/uploads.js';
import type { PageButtons } from '../../../../permission/index.js';
import { callOperation, entityNamed } from '../../../entity-list/index.js';
import { useFormSubmit } from '../../../entity-list/use-form-submit.js';
import { EditPageFieldInput } from '../../../org/edit-page-field.js';
import { type EditPageField, editPageFields } from '../../../org/edit-page-fields.js';
import { editPageSubmission, editPageValues } from '../../../org/edit-page-values.js';

/*
 * The two forms of 我的简历: the base details every resume shares (姓名, 证件照, 求职意向 …; created once,
 * then saved) and one resume (education, internship and project experience, skills, its attachment).
 */

const BASE = entityNamed('CloudResumeBase');
const RESUME = entityNamed('CloudResume');
const BASE_FIELDS = editPageFields(BASE);
const BASE_KEY = BASE.key;
const FILE_KEY = 'cFilePath';
/** The base is the student's own, given by the page; the attachment is uploaded, not typed. */
const RESUME_FIELDS: EditPageField[] = [
  ...editPageFields(RESUME).filter((f) => f.key !== BASE_KEY),
  { key: FILE_KEY, label: RESUME.fields[FILE_KEY]?.label ?? '附件简历', control: 'text', required: false },
];
/** The resume's base details, sent with every resume (the contract requires them) but never drawn. */
const BASE_FIELD: EditPageField = { key: BASE_KEY, label: '基本信息', control: 'text', required: true };
const storeFile = uploaderFor('file');

function Fields(props: {
  fields: readonly EditPageField[];
  form: ReturnType<typeof useFormSubmit>;
  readOnly: boolean;
}) {
  const { form, readOnly } = props;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {props.fields.map((field) =>
        field.key === FILE_KEY ? (
          <Box key={field.key} gridColumn="1 / -1">
            <UploadField
              label={field.label}
              value={form.values[FILE_KEY] || null}
              onChange={(path) => form.change(FILE_KEY, path ?? '')}
              upload={storeFile}
              maxMb={100}
              disabled={readOnly}
              previewUrl={fileUrl}
            />
          </Box>
        ) : (
          <EditPageFieldInput
            key={field.key}
            field={field}
            value={form.values[field.key] ?? ''}
            onChange={(value) => form.change(field.key, value)}
            error={form.errors[field.key]}
            readOnly={readOnly}
          />
        ),
      )}
    </SimpleGrid>
  );
}

/**
 * 基本信息: the student's base details, created (创建基本信息) the first time and saved (保存基本信息) after;
 * without the page's button for the current mode it is read only.
 */
export function BaseInfoForm(props: { base: TableRow | null; buttons: PageButtons }) {
  const { base, buttons } = props;
  const form = useFormSubmit(() => editPageValues(BASE_FIELDS, base ?? undefined));
  const { setValues, reset } = form;
  useEffect(() => {
    setValues(editPageValues(BASE_FIELDS, base ?? undefined));
    reset();
  }, [base, setValues, reset]);
  const operation: string = base ? 'EditCloudResumeBase' : 'AddCloudResumeBase';
  const button = buttons.groups.form.find((b) => b.operation === operation);
  const submit = (event: FormEvent) =>
    button
      ? form.submit(event, {
          check: () => editPageSubmission(BASE, BASE_FIELDS, form.values, base ?? undefined),
          send: (body) => callOperation(operation, body),
          // The page's copy of the details refreshes through the write itself (src/data).
          onDone: () => undefined,
        })
      : event.preventDefault();
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="基本信息" data-testid="resume-base">
      <Stack gap="4" borderWidth="1px" borderRadius="l3" padding={{ base: '3', md: '5' }}>
        <Heading size="sm">基本信息</Heading>
        {!base && <Text color="fg.muted">请先填写基本信息，所有简历共用这些信息</Text>}
        <chakra.fieldset disabled={!button} minWidth="0">
          <Fields fields={BASE_FIELDS} form={form} readOnly={!button} />
        </chakra.fieldset>
        {button && (
          <HStack>
            <Button type="submit" colorPalette="brand" loading={form.saving}>
              {button.label}
            </Button>
          </HStack>
        )}
      </Stack>
    </chakra.form>
  );
}

/** 新增 / 编辑 a resume in a dialog; the student's base details are attached to it. */
export function ResumeFormDialog(props: {
  open: boolean;
  editing: TableRow | null;
  baseId: string;
  addLabel: string;
  onClose: () => void;
}) {
  const { open, editing, baseId, onClose } = props;
  const form = useFormSubmit(() => editPageValues(RESUME_FIELDS));
  const { setValues, reset } = form;
  useEffect(() => {
    if (!open) return;
    setValues(editPageValues(RESUME_FIELDS, editing ?? undefined));
    reset();
  }, [open, editing, setValues, reset]);
  const operation: string = editing ? 'EditCloudResume' : 'AddCloudResume';
  const fields = useMemo(() => RESUME_FIELDS, []);
  const submit = (event: FormEvent) =>
    form.submit(event, {
      // The base details are the page's, not a field the student sees: they join the checked values.
      check: () =>
        editPageSubmission(
          RESUME,
          [...fields, BASE_FIELD],
          { ...form.values, [BASE_KEY]: baseId },
          editing ?? undefined,
        ),
      send: (body) => callOperation(operation, body),
      onDone: onClose,
    });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={editing ? `编辑简历：${String(editing.cResumeName ?? '')}` : props.addLabel}
      size="medium"
      footer={
        <DialogActions onCancel={onClose} confirmLabel="保存" form="resume-form" loading={form.saving} />
      }
    >
      <chakra.form id="resume-form" onSubmit={submit} noValidate aria-label="简历">
        <Fields fields={fields} form={form} readOnly={false} />
      </chakra.form>
    </AppDialog>
  );
}

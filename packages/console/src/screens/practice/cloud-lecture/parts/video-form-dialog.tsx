import { AppDialog, DialogActions, type TableRow, useResetOnOpen } from '@practice/ui-kit';
import { type FormEvent, useCallback, useId, useMemo } from 'react';
import { callOperation, entityNamed } from '../../../entity-list/index.js';
import { useFormSubmit } from '../../../entity-list/use-form-submit.js';
import { useRefChoices } from '../../../entity-list/use-ref-choices.js';
import { asGenericField } from '../../../org/edit-page-fields.js';
import type { LectureArea } from './lecture-area.js';
import { LectureFormFields, lectureFormShape, lectureFormValues, lectureSubmission } from './lecture-form.js';

export interface VideoFormDialogProps {
  area: LectureArea;
  /** Closed: null; adding: 'add'; editing: the row. */
  editing: TableRow | 'add' | null;
  /** The lecture the page is about, given to a new recording. */
  lectureId: string;
  addLabel: string;
  onClose: () => void;
}

/** 上传视频 / 编辑 a lecture's recording: its title, order, length, cover and the video itself. */
export function VideoFormDialog({ area, editing, lectureId, addLabel, onClose }: VideoFormDialogProps) {
  const open = editing !== null;
  const row = editing === 'add' || editing === null ? undefined : editing;
  const shape = useMemo(() => lectureFormShape(entityNamed(`${area.entity}Video`)), [area]);
  const formId = useId();
  const defaults = useMemo(() => ({ [area.key]: lectureId }), [area, lectureId]);
  const form = useFormSubmit(() => lectureFormValues(shape, row, defaults));
  const choices = useRefChoices(
    useMemo(() => shape.fields.map(asGenericField), [shape]),
    open,
  );
  const reset = useCallback(() => {
    form.setValues(lectureFormValues(shape, row, defaults));
    form.reset();
  }, [shape, row, defaults, form.reset, form.setValues]);
  useResetOnOpen(open, reset);

  const submit = (event: FormEvent) =>
    form.submit(event, {
      check: () => lectureSubmission(shape, form.values, row),
      send: (body) => callOperation(`${row ? 'Edit' : 'Add'}${shape.entity.name}`, body),
      onDone: () => {
        onClose();
      },
    });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={row ? `编辑${shape.entity.label}` : addLabel}
      size="large"
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={form.saving} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label={`${shape.entity.label}表单`}>
        <LectureFormFields
          shape={shape}
          values={form.values}
          errors={form.errors}
          change={form.change}
          choices={choices}
          readOnly={false}
        />
      </form>
    </AppDialog>
  );
}

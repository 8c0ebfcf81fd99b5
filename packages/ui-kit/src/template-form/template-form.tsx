import { Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { isDraftSubmit } from '../dialog/dialog-actions.js';
import { formKeyOf } from './form-keys.js';
import { GradeField } from './grade-field.js';
import { TemplateField, type TemplateFormMode, type UploadSupport } from './template-field.js';
import { sortItems, type TemplateFormItem, type TemplateValues } from './template-item.js';
import { type SubmitHow, useTemplateForm } from './use-template-form.js';
import { GRADE_KEY } from './validation.js';

export interface TemplateFormProps extends UploadSupport {
  items: readonly TemplateFormItem[];
  /** Initial values keyed by template-item id (the grade under fGrade); remount with a key to load others. */
  values?: TemplateValues;
  /** 'edit' (default), 'readonly' inputs, 'disabled' inputs, or 'pretty' plain text. */
  mode?: TemplateFormMode;
  /** Adds the score-grade control of review templates. */
  grade?: boolean;
  /**
   * Receives the trimmed values keyed by template-item id once validation passes, and whether a draft was
   * asked for (a submit button with data-draft, as DialogActions' draftLabel renders).
   */
  onSubmit?: (values: TemplateValues, how: SubmitHow) => unknown;
  /** The form element's id, so a dialog footer's button can submit it (form={id}). */
  id?: string;
  /** Hides the form's own 提交 button (when a dialog footer submits it). */
  hideSubmit?: boolean;
  mapKey?: string;
}

/** A template's items, one control per input kind (SPEC §3), sorted by fSort. */
export function TemplateForm({
  items,
  values,
  mode = 'edit',
  grade = false,
  onSubmit,
  id,
  hideSubmit,
  ...rest
}: TemplateFormProps) {
  const { mapKey, ...uploads } = rest;
  const sorted = sortItems(items);
  const state = useTemplateForm({
    items: sorted,
    grade,
    ...(values ? { values } : {}),
    ...(onSubmit ? { onSubmit } : {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode !== 'edit') return;
    // A rejected onSubmit is the caller's to report (the review dialog shows 网络或服务器错误, 提交失败).
    void state.submit({ draft: isDraftSubmit(event) }).catch(() => undefined);
  };

  return (
    <form id={id} onSubmit={submit} noValidate aria-busy={state.submitting}>
      <Stack gap="4">
        {sorted.length === 0 && <Text color="fg.muted">暂无模板项</Text>}
        {sorted.map((item) => {
          const key = formKeyOf(item.fTemplateItemId);
          return (
            <TemplateField
              key={key}
              item={item}
              value={state.form[key] ?? ''}
              onChange={(value) => state.setValue(key, value)}
              mode={mode}
              error={state.errors[key]}
              {...uploads}
              {...(mapKey ? { mapKey } : {})}
            />
          );
        })}
        {grade && (
          <GradeField
            value={state.form[GRADE_KEY] ?? ''}
            onChange={(value) => state.setValue(GRADE_KEY, value)}
            mode={mode}
            error={state.errors[GRADE_KEY]}
          />
        )}
        {mode === 'edit' && onSubmit && !hideSubmit && (
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={state.submitting}>
            提交
          </Button>
        )}
      </Stack>
    </form>
  );
}

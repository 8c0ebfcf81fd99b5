import { HStack, Tabs, Text } from '@chakra-ui/react';
import { SUBMIT_FAILED, SUBMIT_SUCCEEDED } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import { useId, useState } from 'react';
import { AppDialog } from '../dialog/app-dialog.js';
import { DialogActions } from '../dialog/dialog-actions.js';
import { reportFailure } from '../feedback/server-error.js';
import { notify } from '../feedback/toaster.js';
import { StatusTag } from '../status-tag.js';
import {
  TemplateForm,
  type TemplateFormItem,
  type TemplateValues,
  type UploadSupport,
} from '../template-form/index.js';

export interface ReviewTemplate {
  fTemplateInfoId: string;
  cTemplateName: string;
  items: readonly TemplateFormItem[];
  /** Saved values keyed by template-item id (the grade under fGrade). */
  values?: TemplateValues;
  /** enums.OverallEvaluationStatus: 0 未提交, 1 已评价. */
  fStatus?: number | null;
  /** Why the caller only reads this tab (another reviewer's sheet): shown above its read-only form. */
  lockedReason?: string;
}

export interface OverallReviewDialogProps extends UploadSupport {
  open: boolean;
  onClose: () => void;
  templates: readonly ReviewTemplate[];
  /** Saves one template's values; the dialog shows 提交成功! or the failure message. */
  onSubmit: (templateId: ReviewTemplate['fTemplateInfoId'], values: TemplateValues) => Promise<unknown>;
  title?: string;
  /** Adds the score-grade control to every tab. */
  grade?: boolean;
  mapKey?: string;
}

/** The reason a tab is read-only, above its form. */
export function LockedNote({ template }: { template: ReviewTemplate }) {
  if (!template.lockedReason) return null;
  return (
    <Text color="fg.muted" fontSize="sm" mb="3" role="note">
      {template.lockedReason}
    </Text>
  );
}

/** The overall review (SPEC §2.4): one tab per template; 提交 submits the active tab's form. */
export function OverallReviewDialog({
  open,
  onClose,
  templates,
  onSubmit,
  title = '总体评价',
  grade = false,
  mapKey,
  ...uploads
}: OverallReviewDialogProps) {
  const baseId = useId();
  const first = templates[0];
  const [active, setActive] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const activeId = active ?? first?.fTemplateInfoId ?? null;
  const activeLocked = templates.some((t) => t.fTemplateInfoId === activeId && t.lockedReason);
  const formIdOf = (id: string) => `${baseId}-form-${id}`;

  const submit = async (template: ReviewTemplate, values: TemplateValues) => {
    setSubmitting(true);
    try {
      await onSubmit(template.fTemplateInfoId, values);
      notify('success', SUBMIT_SUCCEEDED);
    } catch (error) {
      reportFailure(error, SUBMIT_FAILED);
      throw error;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      size="medium"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="提交"
          form={activeId === null ? undefined : formIdOf(activeId)}
          disabled={activeId === null || activeLocked}
          loading={submitting}
        />
      }
    >
      {templates.length === 0 ? (
        <Text color="fg.muted">暂无评价模板</Text>
      ) : (
        <Tabs.Root value={activeId} onValueChange={(d) => setActive(d.value)} variant="line">
          <Tabs.List>
            {templates.map((t) => (
              <Tabs.Trigger key={t.fTemplateInfoId} value={t.fTemplateInfoId}>
                <HStack gap="2">
                  {t.cTemplateName}
                  {t.fStatus !== undefined && t.fStatus !== null && (
                    <StatusTag enumDef={enums.OverallEvaluationStatus} value={t.fStatus} />
                  )}
                </HStack>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {templates.map((t) => (
            <Tabs.Content key={t.fTemplateInfoId} value={t.fTemplateInfoId}>
              <LockedNote template={t} />
              <TemplateForm
                id={formIdOf(t.fTemplateInfoId)}
                mode={t.lockedReason ? 'readonly' : 'edit'}
                items={t.items}
                {...(t.values ? { values: t.values } : {})}
                grade={grade}
                hideSubmit
                onSubmit={(values) => submit(t, values)}
                {...uploads}
                {...(mapKey ? { mapKey } : {})}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </AppDialog>
  );
}

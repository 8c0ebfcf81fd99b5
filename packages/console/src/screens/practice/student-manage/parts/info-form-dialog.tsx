import { Box, Stack, Text } from '@chakra-ui/react';
import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import {
  AppDialog,
  DialogActions,
  notify,
  TemplateField,
  TemplateForm,
  type TemplateValues,
} from '@practice/ui-kit';
import { useId, useState } from 'react';
import { fileUrl, uploaderFor } from '../../../../files/uploads.js';
import { submitSheet } from './info-load.js';
import { formOf, type InfoSheet } from './info-sheets.js';

const upload = uploaderFor('file');
const noop = () => undefined;

export interface InfoFormTarget {
  sheet: InfoSheet;
  /** The button's word (填写, 修改): the title says it with the material's name. */
  action: string;
}

export interface InfoFormDialogProps {
  target: InfoFormTarget | null;
  scope: Readonly<Record<string, string>>;
  onClose: () => void;
}

/**
 * 填写 / 修改 one material (SPEC §5: required items checked after trimming, 验证未通过, 提交失败 on
 * failure, 提交成功! on success). The items a tutor passed stay as they are, read-only under the form; the
 * reviewer's opinion and the items sent back are said first, so the student knows what to change.
 */
export function InfoFormDialog({ target, scope, onClose }: InfoFormDialogProps) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const sheet = target?.sheet;
  const form = sheet ? formOf(sheet) : null;
  const opinion = String(sheet?.material?.cAuditDesc ?? '');

  const save = async (values: TemplateValues) => {
    if (!sheet) return;
    setSaving(true);
    try {
      await submitSheet(sheet, scope, values);
      notify('success', SUBMIT_SUCCEEDED);
      onClose();
    } finally {
      // The page refreshes through the writes themselves (src/data), also those of a save that failed
      // half-way (a draft made before the refusal).
      setSaving(false);
    }
  };

  return (
    <AppDialog
      open={!!target}
      onClose={onClose}
      title={`${target?.action ?? ''}${sheet?.template.cTemplateName ?? ''}`}
      size="medium"
      modalLock
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={saving} />}
    >
      {sheet && form && (
        <Stack gap="4" data-info-form={sheet.template.fTemplateInfoId}>
          {(opinion || form.rejected.length > 0) && (
            <Box borderLeftWidth="3px" borderColor="border.error" bg="bg.error" px="3" py="2" textStyle="sm">
              {opinion && <Text>审核意见：{opinion}</Text>}
              {form.rejected.length > 0 && <Text>需重新提交：{form.rejected.join('、')}</Text>}
            </Box>
          )}
          <TemplateForm
            // Not the material's id: a failed first save may create a draft, and the form keeps what was typed.
            key={sheet.template.fTemplateInfoId}
            id={formId}
            items={form.editable}
            values={form.values}
            hideSubmit
            onSubmit={save}
            upload={upload}
            previewUrl={fileUrl}
          />
          {form.kept.length > 0 && (
            <Stack gap="3" borderTopWidth="1px" pt="3" data-kept>
              <Text textStyle="sm" color="fg.muted">
                以下各项已审核通过，不能再修改
              </Text>
              {form.kept.map((entry) => (
                <TemplateField
                  key={entry.item.fTemplateItemId}
                  item={entry.item}
                  value={String(entry.row?.cContent ?? '')}
                  onChange={noop}
                  mode="pretty"
                  previewUrl={fileUrl}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </AppDialog>
  );
}

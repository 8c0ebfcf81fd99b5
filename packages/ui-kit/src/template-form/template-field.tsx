import { Field } from '@chakra-ui/react';
import { UploadField } from '../upload/index.js';
import { type ControlMode, ItemControl } from './item-control.js';
import { PrettyValue } from './pretty-value.js';
import { InputKind, isRequiredItem, type TemplateFormItem } from './template-item.js';
import { dropdownOptions } from './template-options.js';

export type TemplateFormMode = ControlMode | 'pretty';

export interface UploadSupport {
  upload?: (file: File) => Promise<string>;
  previewUrl?: (path: string) => string;
  maxMb?: number;
}

export interface TemplateFieldProps extends UploadSupport {
  item: TemplateFormItem;
  value: string;
  onChange: (value: string) => void;
  mode: TemplateFormMode;
  error?: string | undefined;
  mapKey?: string;
}

/** Kinds whose input shows cTip as its placeholder; the others show it under the control. */
const HAS_PLACEHOLDER = new Set<number>([InputKind.singleLine, InputKind.multiLine, InputKind.location]);

const refuseUpload = () => Promise.reject(new Error('未配置上传'));

/** One template item: label, tip, the kind's control (or its plain text) and its validation message. */
export function TemplateField({
  item,
  value,
  onChange,
  mode,
  error,
  mapKey,
  ...uploads
}: TemplateFieldProps) {
  const isUpload = item.fFontType === InputKind.image || item.fFontType === InputKind.file;
  const name = item.cTemplateItemName;
  const required = isRequiredItem(item) && mode === 'edit';
  const label =
    isUpload && mode !== 'pretty' ? null : (
      <Field.Label>
        {name}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
    );

  const control = (() => {
    if (mode === 'pretty')
      return (
        <PrettyValue
          item={item}
          value={value}
          {...(uploads.previewUrl ? { previewUrl: uploads.previewUrl } : {})}
        />
      );
    if (isUpload)
      return (
        <UploadField
          label={required ? `${name}（必填）` : name}
          value={value === '' ? null : value}
          onChange={(path) => onChange(path ?? '')}
          upload={uploads.upload ?? refuseUpload}
          accept={item.fFontType === InputKind.image ? 'image' : 'any'}
          disabled={mode !== 'edit' || !uploads.upload}
          {...(uploads.maxMb ? { maxMb: uploads.maxMb } : {})}
          {...(uploads.previewUrl ? { previewUrl: uploads.previewUrl } : {})}
        />
      );
    return (
      <ItemControl
        item={item}
        value={value}
        onChange={onChange}
        mode={mode}
        options={item.fFontType === InputKind.dropdown ? dropdownOptions(item.cFilePath) : []}
        {...(mapKey ? { mapKey } : {})}
      />
    );
  })();

  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={mode === 'disabled'}
      data-item-id={item.fTemplateItemId}
    >
      {label}
      {control}
      {item.cTip && mode !== 'pretty' && !HAS_PLACEHOLDER.has(item.fFontType) && (
        <Field.HelperText>{item.cTip}</Field.HelperText>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

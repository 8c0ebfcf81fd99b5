import { Button, chakra, HStack, Image, Spinner, Stack, Text, useSlotRecipe } from '@chakra-ui/react';
import { displayFileName } from '@practice/sdk';
import { type ClipboardEvent, type DragEvent, useId, useRef } from 'react';
import {
  acceptsPaste,
  allowedTypes,
  type BannerPage,
  bannerSizeHint,
  defaultRules,
  filesFromClipboard,
  inputAccept,
  type UploadAccept,
  type UploadRules,
} from './upload-rules.js';
import { useUploadField } from './use-upload-field.js';

export interface UploadFieldProps {
  label: string;
  /** The stored path, or null when the field is empty. */
  value: string | null;
  onChange(path: string | null): void;
  /** Uploads one file and resolves with its stored path; reject with UploadRejectedError for a server refusal. */
  upload(file: File): Promise<string>;
  accept?: UploadAccept;
  maxMb?: number;
  disabled?: boolean;
  /** The URL to show an image path at; the path itself is used when absent. */
  previewUrl?(path: string): string;
  /** A banner image: banner types only, with the recommended size for the home page or the others. */
  banner?: BannerPage;
  /**
   * Marks the label with the required indicator, as Field.RequiredIndicator does; the check is the form's.
   * No aria-required: neither the group, the button nor a file input supports it, and the native attribute
   * on the hidden input would block the form's own submit.
   */
  required?: boolean;
}

function hintOf(rules: UploadRules): string {
  const types = allowedTypes(rules);
  const parts = [`只能上传1个文件, 且不超过 ${rules.maxMb}MB`];
  if (types) parts.push(`支持 ${types.join(', ')}`);
  if (rules.banner) parts.push(bannerSizeHint(rules.banner));
  if (acceptsPaste(rules)) parts.push('可在按钮上粘贴图片');
  return parts.join('; ');
}

/** A single-file upload field (SPEC §4, §5): the button hides while a file is present; remove it to pick another. */
export function UploadField({
  label,
  value,
  onChange,
  upload,
  accept,
  maxMb,
  disabled,
  previewUrl,
  banner,
  required = false,
}: UploadFieldProps) {
  const rules = defaultRules({ accept, maxMb, banner });
  const field = useUploadField({ value, onChange, upload, rules, disabled });
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const isImage = rules.accept === 'image';
  // The field recipe's own indicator style, so the mark matches the other fields' labels.
  const fieldStyles = useSlotRecipe({ key: 'field' })();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void field.take(Array.from(event.dataTransfer.files));
  };
  const onPaste = (event: ClipboardEvent) => {
    const files = filesFromClipboard(event.clipboardData);
    if (!acceptsPaste(rules) || files.length === 0) return;
    event.preventDefault();
    void field.take(files, 'paste');
  };

  return (
    <Stack
      gap="2"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      aria-busy={field.pendingName !== null}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {label}
        {required && (
          <chakra.span aria-hidden="true" css={fieldStyles.requiredIndicator} data-part="required-indicator">
            *
          </chakra.span>
        )}
      </Text>
      {field.shown && (
        <HStack gap="3" alignItems="center" wrap="wrap">
          {isImage && (
            <Image
              src={previewUrl ? previewUrl(field.shown) : field.shown}
              alt={`${label}预览`}
              maxHeight="24"
              maxWidth="48"
              borderRadius="l2"
              borderWidth="1px"
            />
          )}
          <Text textStyle="sm" wordBreak="break-all">
            {displayFileName(field.shown)}
          </Text>
          <Button size="xs" variant="outline" onClick={field.remove} disabled={disabled}>
            删除
          </Button>
        </HStack>
      )}
      {field.pendingName !== null && (
        <HStack gap="2">
          <Spinner size="sm" />
          <Text textStyle="sm">{field.pendingName} 上传中...</Text>
        </HStack>
      )}
      {!field.shown && field.pendingName === null && (
        <HStack gap="2">
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
            {isImage ? '上传图片' : '上传文件'}
          </Button>
          {field.replacing && (
            <Button variant="ghost" size="sm" onClick={field.keepOriginal}>
              保留原图
            </Button>
          )}
        </HStack>
      )}
      {field.replacing && (
        <Text textStyle="xs" color="fg.muted">
          未上传新图片时保留原图
        </Text>
      )}
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={inputAccept(rules)}
        disabled={disabled}
        onChange={(event) => {
          void field.take(Array.from(event.target.files ?? []));
          // Cleared so that picking the same file again after a failure still fires a change.
          event.target.value = '';
        }}
      />
      <Text id={hintId} textStyle="xs" color="fg.muted">
        {hintOf(rules)}
      </Text>
    </Stack>
  );
}

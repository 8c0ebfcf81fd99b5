import { Box, Text } from '@chakra-ui/react';
import { RichTextEditor, SafeHtml, type SelectOption, UploadField } from '@practice/ui-kit';
import { fileUrl, uploaderFor } from '../../files/uploads.js';
import { FieldInput } from '../entity-list/field-input.js';
import { FramedField } from '../entity-list/framed-field.js';
import { asGenericField, type EditPageField } from './edit-page-fields.js';
import { LocationInput } from './location-input.js';

const uploadToStorage = uploaderFor('file');

export interface EditPageFieldProps {
  field: EditPageField;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  choices?: readonly SelectOption[] | undefined;
  readOnly: boolean;
}

/** A labelled field of the detail page's own kinds, the same frame the generic inputs have. */
function Framed({
  field,
  error,
  children,
}: Pick<EditPageFieldProps, 'field' | 'error'> & { children: React.ReactNode }) {
  return (
    <FramedField label={field.label} required={field.required} error={error} wide>
      {children}
    </FramedField>
  );
}

/**
 * One field of a detail page: the logo through the upload field (images only, SPEC §5), the address through
 * the map picker, rich text through the ui-kit's editor (sanitised when saved, and shown sanitised when read
 * only); every other kind is the generic form's input.
 */
export function EditPageFieldInput({ field, value, onChange, error, choices, readOnly }: EditPageFieldProps) {
  switch (field.control) {
    case 'image':
      return (
        <Box gridColumn="1 / -1">
          <UploadField
            label={field.label}
            value={value || null}
            onChange={(path) => onChange(path ?? '')}
            upload={uploadToStorage}
            accept="image"
            required={field.required}
            disabled={readOnly}
            previewUrl={fileUrl}
          />
          {error && (
            <Text color="fg.error" textStyle="sm">
              {error}
            </Text>
          )}
        </Box>
      );
    case 'location':
      return (
        <Framed field={field} error={error}>
          <LocationInput label={field.label} value={value} onChange={onChange} readOnly={readOnly} />
        </Framed>
      );
    case 'richText':
      return (
        <Framed field={field} error={error}>
          {readOnly ? (
            <SafeHtml
              width="full"
              borderWidth="1px"
              borderRadius="l2"
              padding="3"
              aria-label={field.label}
              html={value}
            />
          ) : (
            <RichTextEditor
              label={field.label}
              value={value}
              onChange={onChange}
              upload={uploadToStorage}
              previewUrl={fileUrl}
            />
          )}
        </Framed>
      );
    default:
      return (
        <FieldInput
          field={asGenericField(field)}
          value={value}
          onChange={onChange}
          error={error}
          choices={choices}
        />
      );
  }
}

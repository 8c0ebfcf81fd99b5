import { Input, Textarea } from '@chakra-ui/react';
import { DateField, DateTimeField, OptionSelect, type SelectOption } from '@practice/ui-kit';
import type { FormField } from './form-fields.js';
import { FramedField } from './framed-field.js';

export interface FieldInputProps {
  field: FormField;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The rows a ref field chooses from. */
  choices?: readonly SelectOption[] | undefined;
}

/** One field of the generic form: its label (required ones marked), its control and its message. */
export function FieldInput({ field, value, onChange, error, choices = [] }: FieldInputProps) {
  const prompt = `请输入${field.label}`;
  const control = () => {
    switch (field.control) {
      case 'textarea':
        return (
          <Textarea placeholder={prompt} value={value} rows={4} onChange={(e) => onChange(e.target.value)} />
        );
      case 'enum':
      case 'ref':
        return (
          <OptionSelect
            options={field.control === 'enum' ? (field.enum?.options ?? []) : choices}
            placeholder={`请选择${field.label}`}
            value={value}
            onChange={onChange}
          />
        );
      case 'number':
        return (
          <Input
            type="number"
            placeholder={prompt}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      case 'password':
        // Left blank, the server gives the account its default password.
        return (
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={`不填写则使用默认${field.label}`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      // The kit's zh-CN pickers: the browser's own date inputs follow the browser's language.
      case 'date':
        return <DateField label={field.label} value={value} onChange={onChange} invalid={!!error} />;
      case 'dateTime':
        return <DateTimeField label={field.label} value={value} onChange={onChange} invalid={!!error} />;
      default:
        return (
          <Input
            placeholder={`请输入${field.label}`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        );
    }
  };
  return (
    <FramedField
      label={field.label}
      required={field.required}
      error={error}
      wide={field.control === 'textarea'}
    >
      {control()}
    </FramedField>
  );
}

import { NativeSelect } from '@chakra-ui/react';
import type { SelectOption } from './select-option.js';

export interface OptionSelectProps
  extends Omit<NativeSelect.FieldProps, 'value' | 'onChange' | 'children' | 'placeholder' | 'width'> {
  options: readonly SelectOption[];
  /** The chosen option's value as a string; '' when none is chosen. */
  value: string;
  /** The chosen option's value as the select reports it: always a string. */
  onChange: (value: string) => void;
  /** A prompt shown while nothing is chosen (请选择班级). */
  placeholder?: string;
  /** A first option meaning "no choice", e.g. 全部 in a search form; its value is ''. */
  emptyLabel?: string;
  size?: NativeSelect.RootProps['size'];
  width?: NativeSelect.RootProps['width'];
  /** Inside a Field.Root the field's own disabled state wins, as Chakra's NativeSelect does. */
  disabled?: boolean;
}

/**
 * Chakra's native select over a list of options. Every other prop (aria-label, id, name...) goes to the
 * <select> itself, so a surrounding Field.Root still labels it and marks it required or invalid.
 */
export function OptionSelect({
  options,
  value,
  onChange,
  placeholder,
  emptyLabel,
  size,
  width,
  disabled,
  ...fieldProps
}: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size} width={width} {...(disabled === undefined ? {} : { disabled })}>
      <NativeSelect.Field
        {...fieldProps}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

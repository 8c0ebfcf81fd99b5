import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FramedFieldProps {
  label: string;
  required?: boolean | undefined;
  /** The field's problem, shown under it (and marking it invalid). */
  error?: string | undefined;
  /** A note under the field while it has no problem. */
  hint?: string | undefined;
  /** Takes the form's whole line (long text, tables), not one column of the two. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame every form field of the console shares: its label with the required mark, its note or problem. */
export function FramedField({ label, required, error, hint, wide, children }: FramedFieldProps) {
  return (
    <Field.Root required={required} invalid={!!error} gridColumn={wide ? '1 / -1' : undefined}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

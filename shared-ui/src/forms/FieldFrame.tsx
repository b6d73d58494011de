import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export interface FieldFrameProps {
  /** Absent when the control labels itself (a checkbox). */
  label?: ReactNode;
  helperText?: ReactNode;
  /** Shown (and announced) instead of the helper text. */
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** Label, control, helper and error of one form field, wired for assistive technology by Chakra's Field. */
export function FieldFrame({ label, helperText, errorText, required, disabled, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(errorText)} required={required} disabled={disabled}>
      {label !== undefined && (
        <Field.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
      )}
      {children}
      {errorText ? (
        <Field.ErrorText>{errorText}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}

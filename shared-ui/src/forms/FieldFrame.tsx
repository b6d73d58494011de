import type { ReactNode } from 'react';
import { Field, Stack, type ConditionalValue } from '@chakra-ui/react';

export type FieldOrientation = ConditionalValue<'vertical' | 'horizontal'>;

export interface FieldFrameProps {
  /** Absent when the control labels itself (a checkbox). */
  label?: ReactNode;
  helperText?: ReactNode;
  /** Shown (and announced) instead of the helper text. */
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Label beside the control instead of above it (it may change with the screen width). */
  orientation?: FieldOrientation;
  children: ReactNode;
}

/** Label, control, helper and error of one form field, wired for assistive technology by Chakra's Field. */
export function FieldFrame({
  label,
  helperText,
  errorText,
  required,
  disabled,
  orientation,
  children,
}: FieldFrameProps) {
  const message = errorText ? (
    <Field.ErrorText>{errorText}</Field.ErrorText>
  ) : (
    helperText && <Field.HelperText>{helperText}</Field.HelperText>
  );
  return (
    <Field.Root
      invalid={Boolean(errorText)}
      required={required}
      disabled={disabled}
      orientation={orientation}
      alignItems={orientation ? 'flex-start' : undefined}
      css={orientation ? { '--field-label-width': 'sizes.40' } : undefined}
    >
      {label !== undefined && (
        <Field.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
      )}
      {orientation ? (
        // Beside its label, the control keeps its help or error under it.
        <Stack gap="1.5" flex="1" width="full" minW="0">
          {children}
          {message}
        </Stack>
      ) : (
        <>
          {children}
          {message}
        </>
      )}
    </Field.Root>
  );
}

// Formik-bound fields: the value, change and blur come from formik; the error shows once the field was
// touched (or the form submitted), so nothing is red before the user got there.
import type { ReactNode } from 'react';
import { Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import { FieldFrame, type FieldOrientation } from './FieldFrame';

interface CommonProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: FieldOrientation;
}

/** The field's formik binding, and its frame: the caller's label and help, with formik's error for the field. */
function useFormikField({ name, ...frame }: CommonProps) {
  const [field, meta, helpers] = useField<unknown>(name);
  const errorText = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return { field, helpers, frame: { ...frame, errorText } };
}

interface TextFieldProps extends CommonProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'date' | 'datetime-local' | 'search';
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  /** The earliest date (or smallest number) the browser's picker offers. */
  min?: string;
}

export function TextField({ type = 'text', placeholder, autoComplete, maxLength, min, ...common }: TextFieldProps) {
  const { field, frame } = useFormikField(common);
  return (
    <FieldFrame {...frame}>
      <Input
        {...field}
        value={String(field.value ?? '')}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        min={min}
      />
    </FieldFrame>
  );
}

export function TextareaField({
  rows = 4,
  maxLength,
  autoresize,
  ...common
}: CommonProps & { rows?: number; maxLength?: number; autoresize?: boolean }) {
  const { field, frame } = useFormikField(common);
  return (
    <FieldFrame {...frame}>
      <Textarea
        {...field}
        value={String(field.value ?? '')}
        rows={rows}
        maxLength={maxLength}
        autoresize={autoresize}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a "Choose…" prompt). */
  disabled?: boolean;
}

export function SelectField({
  options,
  placeholder,
  ...common
}: CommonProps & { options: SelectOption[]; placeholder?: string }) {
  const { field, frame } = useFormikField(common);
  return (
    <FieldFrame {...frame}>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={String(field.value ?? '')} placeholder={placeholder}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

/** The checkbox labels itself, beside its box: the frame holds its help and error only. */
export function CheckboxField({ name, label, helperText, required, disabled }: CommonProps) {
  const { field, helpers, frame } = useFormikField({ name, label: undefined, helperText, required, disabled });
  return (
    <FieldFrame {...frame}>
      <Checkbox.Root
        checked={field.value === true}
        onCheckedChange={(details) => void helpers.setValue(details.checked === true)}
        onBlur={() => void helpers.setTouched(true)}
        name={name}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    </FieldFrame>
  );
}

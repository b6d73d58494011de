import type { ReactNode } from 'react';
import { FieldFrame, Input, InputGroup } from 'shared-ui';
import { useField } from 'shared-ui/forms';

interface AddonTextFieldProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  /** Text joined to the field's start or end ("$", "https://", "%"). */
  startAddon?: ReactNode;
  endAddon?: ReactNode;
  /** An icon or button drawn inside the field's start. */
  startElement?: ReactNode;
}

/** A formik-bound text field with addons or elements around the input. */
export function AddonTextField({
  name,
  label,
  helperText,
  required,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  startAddon,
  endAddon,
  startElement,
}: AddonTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const errorText = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame label={label} helperText={helperText} errorText={errorText} required={required}>
      <InputGroup startAddon={startAddon} endAddon={endAddon} startElement={startElement}>
        <Input
          {...field}
          value={field.value ?? ''}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
        />
      </InputGroup>
    </FieldFrame>
  );
}

import { Field, Input } from '@chakra-ui/react';
import { useField } from 'formik';

interface Props {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

/** A labelled formik text input whose error shows once the field was touched. */
export function FormTextField({ name, label, type = 'text', autoComplete }: Props) {
  const [field, meta] = useField<string>(name);
  const invalid = meta.touched && Boolean(meta.error);
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label>{label}</Field.Label>
      <Input {...field} type={type} autoComplete={autoComplete} />
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}

import { useField } from 'shared-ui/forms';
import { ColorPicker } from './ColorPicker';

interface ColorPickerFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
}

/** The colour picker bound to a formik field: its error shows once the field was touched or the form submitted. */
export function ColorPickerField({ name, label, disabled }: ColorPickerFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <ColorPicker
      label={label}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      errorText={meta.touched ? meta.error : undefined}
      disabled={disabled}
    />
  );
}

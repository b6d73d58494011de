import { FieldFrame } from 'shared-ui';
import { useField } from 'shared-ui/forms';
import { Switch } from 'shared-ui/kits';

interface SwitchFieldProps {
  name: string;
  label: string;
}

/** A formik-bound on/off switch, labelled by its own text. */
export function SwitchField({ name, label }: SwitchFieldProps) {
  const [field, meta, helpers] = useField<boolean>(name);
  const errorText = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame errorText={errorText}>
      <Switch.Root
        name={name}
        checked={field.value === true}
        onCheckedChange={(details) => void helpers.setValue(details.checked)}
        onBlur={() => void helpers.setTouched(true)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </FieldFrame>
  );
}

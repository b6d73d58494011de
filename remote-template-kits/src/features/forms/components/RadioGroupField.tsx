import { FieldFrame, RadioGroup, Stack } from 'shared-ui';
import { useField, type SelectOption } from 'shared-ui/forms';

interface RadioGroupFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
}

/** A formik-bound choice of one option; touched when the focus leaves the group. */
export function RadioGroupField({ name, label, options, required }: RadioGroupFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const errorText = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame label={label} errorText={errorText} required={required}>
      <RadioGroup.Root
        name={name}
        value={field.value || null}
        onValueChange={(details) => void helpers.setValue(details.value ?? '')}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) void helpers.setTouched(true);
        }}
        aria-label={label}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </FieldFrame>
  );
}

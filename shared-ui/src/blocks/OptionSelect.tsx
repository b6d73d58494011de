import { NativeSelect } from '@chakra-ui/react';
import type { SelectOption } from '../forms/formik-fields';

type OptionSelectProps = Omit<NativeSelect.RootProps, 'onChange' | 'children'> & {
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** Its accessible name, where no visible <label htmlFor={id}> names it. */
  label?: string;
  id?: string;
};

/** A native select of value/label options, sized like the other controls: toolbars, filters, pickers. */
export function OptionSelect({ options, value, onChange, label, id, size = 'sm', ...rootProps }: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size} {...rootProps}>
      <NativeSelect.Field
        // Only what is given: inside a Field, the Field supplies the id and the label.
        {...(id === undefined ? {} : { id })}
        {...(label === undefined ? {} : { 'aria-label': label })}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

import { taskPalette, Box, HStack, NativeSelect } from 'shared-ui';

interface InlineChoiceProps {
  /** The select's accessible name: `Priority of “Fix the login”`. */
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** A board status's own colour (data from the API) for the dot; else the value's theme palette. */
  color?: string | null;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A status or priority changed in place, with its badge colour beside it. */
/** The values as the options of a select, each labelled by itself. */
export const valueOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function InlineChoice({ label, value, options, color, disabled, onChange }: InlineChoiceProps) {
  // A value a customised site added stays selectable, so the select never shows something else.
  const known = options.some((option) => option.value === value);
  const choices = value && !known ? [...options, { value, label: value }] : options;
  return (
    <HStack gap="2">
      <Box
        boxSize="2.5"
        borderRadius="full"
        flexShrink={0}
        bg={`${taskPalette(value)}.solid`}
        // A data colour goes in the style attribute, never into generated CSS.
        style={color ? { background: color } : undefined}
        aria-hidden="true"
      />
      <NativeSelect.Root size="xs" minW="32" disabled={disabled}>
        <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {!value && <option value="">—</option>}
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

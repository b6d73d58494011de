import { taskPalette, Box, HStack, NativeSelect } from 'shared-ui';

interface InlineChoiceProps {
  /** The select's accessible name: `Priority of “Fix the login”`. */
  label: string;
  value: string;
  options: readonly string[];
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A status or priority changed in place, with its badge colour beside it. */
export function InlineChoice({ label, value, options, disabled, onChange }: InlineChoiceProps) {
  // A value a customised site added stays selectable, so the select never shows something else.
  const choices = value && !options.includes(value) ? [...options, value] : options;
  return (
    <HStack gap="2">
      <Box boxSize="2.5" borderRadius="full" flexShrink={0} bg={`${taskPalette(value)}.solid`} aria-hidden="true" />
      <NativeSelect.Root size="xs" minW="32" disabled={disabled}>
        <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {!value && <option value="">—</option>}
          {choices.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

import { Checkbox, Flex, Text } from 'shared-ui';

interface FilterCheckboxProps {
  label: string;
  count?: number;
  checked: boolean;
  /** Values stored in lower case ("audio") read as names ("Audio"). */
  capitalize?: boolean;
  onChange: (checked: boolean) => void;
}

/** One filter option: its label and, when known, how many products have it. */
export function FilterCheckbox({ label, count, checked, capitalize, onChange }: FilterCheckboxProps) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        <Flex gap="1">
          <Text as="span" textTransform={capitalize ? 'capitalize' : undefined}>
            {label}
          </Text>
          {count !== undefined && (
            <Text as="span" color="fg.muted">
              ({count})
            </Text>
          )}
        </Flex>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

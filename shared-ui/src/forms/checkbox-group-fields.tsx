// Checkboxes under one legend, bound to formik: the values chosen from a list (one array field), or a few yes/no
// fields side by side. They wrap in a row, as a group of short choices reads best.
import type { ReactNode } from 'react';
import { Checkbox, Fieldset, Flex, Text } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';

interface CheckboxChoiceProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  colorPalette?: string;
}

function CheckboxChoice({ label, checked, onChange, onBlur, colorPalette }: CheckboxChoiceProps) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      onBlur={onBlur}
      colorPalette={colorPalette}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export interface CheckboxGroupOption<Value extends string | number> {
  value: Value;
  label: string;
  colorPalette?: string;
}

interface CheckboxGroupFieldProps<Value extends string | number> {
  /** An array field: the values of the checked options, in the order they were checked. */
  name: string;
  legend: ReactNode;
  options: readonly CheckboxGroupOption<Value>[];
  /** Shown in place of the checkboxes when there is nothing to choose from. */
  emptyText?: ReactNode;
}

export function CheckboxGroupField<Value extends string | number>({
  name,
  legend,
  options,
  emptyText,
}: CheckboxGroupFieldProps<Value>) {
  const [field, , helpers] = useField<Value[]>(name);
  const chosen = field.value;
  const toggle = (value: Value, checked: boolean) => {
    const others = chosen.filter((item) => item !== value);
    void helpers.setValue(checked ? [...others, value] : others);
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      {options.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      ) : (
        <Flex gap={4} wrap="wrap">
          {options.map((option) => (
            <CheckboxChoice
              key={option.value}
              label={option.label}
              checked={chosen.includes(option.value)}
              onChange={(checked) => toggle(option.value, checked)}
              onBlur={() => void helpers.setTouched(true)}
              colorPalette={option.colorPalette}
            />
          ))}
        </Flex>
      )}
    </Fieldset.Root>
  );
}

export interface BooleanChoice {
  /** A boolean field. */
  name: string;
  label: string;
  colorPalette?: string;
}

/** One checkbox per yes/no field, under one legend ("Flags": important, starred, done). */
export function BooleanGroupField({ legend, choices }: { legend: ReactNode; choices: readonly BooleanChoice[] }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Flex gap={4} wrap="wrap">
        {choices.map((choice) => (
          <CheckboxChoice
            key={choice.name}
            label={choice.label}
            checked={values[choice.name] === true}
            onChange={(checked) => void setFieldValue(choice.name, checked)}
            onBlur={() => void setFieldTouched(choice.name, true)}
            colorPalette={choice.colorPalette}
          />
        ))}
      </Flex>
    </Fieldset.Root>
  );
}

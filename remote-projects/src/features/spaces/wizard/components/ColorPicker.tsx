// A colour: a palette of swatches (radio buttons: arrow keys move between them), the browser's own picker for
// any other, and the value as text that can also be typed.
import { ColorSwatch, Fieldset, FieldFrame, HStack, Input, RadioGroup, VisuallyHidden, Wrap } from 'shared-ui';
import { COLOR_PALETTE } from '../model/color-palette';
import { HEX_COLOR } from '../model/wizard-schema';
import { DEFAULT_COLOR } from '../model/wizard-values';

interface ColorPickerProps {
  /** Names the group: "Space color", "Status color". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
  disabled?: boolean;
}

export function ColorPicker({ label, value, onChange, errorText, disabled }: ColorPickerProps) {
  const normalised = value.trim().toLowerCase();
  const valid = HEX_COLOR.test(normalised);
  return (
    <Fieldset.Root disabled={disabled} invalid={Boolean(errorText)}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <Fieldset.Content>
        <RadioGroup.Root
          value={valid ? normalised : null}
          onValueChange={(details) => details.value && onChange(details.value)}
          aria-label={`${label}: palette`}
          disabled={disabled}
        >
          <Wrap gap="2">
            {COLOR_PALETTE.map((swatch) => (
              <RadioGroup.Item
                key={swatch.value}
                value={swatch.value}
                borderRadius="full"
                padding="0.5"
                borderWidth="2px"
                borderColor="transparent"
                cursor="pointer"
                _checked={{ borderColor: 'fg' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
              >
                <RadioGroup.ItemHiddenInput />
                <ColorSwatch value={swatch.value} boxSize="7" aria-hidden="true" />
                <VisuallyHidden>
                  <RadioGroup.ItemText>{swatch.label}</RadioGroup.ItemText>
                </VisuallyHidden>
              </RadioGroup.Item>
            ))}
          </Wrap>
        </RadioGroup.Root>
        <HStack gap="2" alignItems="flex-end">
          <Input
            type="color"
            aria-label="Pick any color"
            value={valid ? normalised : DEFAULT_COLOR}
            onChange={(event) => onChange(event.target.value)}
            width="12"
            padding="1"
            flexShrink={0}
            disabled={disabled}
          />
          <FieldFrame label="Hex value" errorText={errorText} disabled={disabled}>
            <Input
              value={value}
              onChange={(event) => onChange(event.target.value)}
              maxWidth="32"
              fontFamily="mono"
              spellCheck={false}
              autoComplete="off"
              placeholder={DEFAULT_COLOR}
            />
          </FieldFrame>
        </HStack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

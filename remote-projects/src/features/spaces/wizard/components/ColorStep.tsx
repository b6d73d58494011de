import type { Ref } from 'react';
import { useField } from 'shared-ui/forms';
import { Stack } from 'shared-ui';
import type { WizardKind } from '../model/wizard-values';
import { ColorPicker } from './ColorPicker';
import { StepHeading } from './StepHeading';

interface ColorStepProps {
  kind: WizardKind;
  headingRef: Ref<HTMLHeadingElement>;
  locked: boolean;
}

export function ColorStep({ kind, headingRef, locked }: ColorStepProps) {
  const [field, meta, helpers] = useField<string>('color');
  return (
    <Stack gap="4">
      <StepHeading headingRef={headingRef}>Select a Color</StepHeading>
      <ColorPicker
        label={kind === 'space' ? 'Space color' : 'Project color'}
        value={field.value}
        onChange={(value) => {
          void helpers.setValue(value, false);
          if (meta.error) helpers.setError(undefined);
        }}
        errorText={meta.error}
        disabled={locked}
      />
    </Stack>
  );
}

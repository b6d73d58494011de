import type { Ref } from 'react';
import { useField } from 'shared-ui/forms';
import { FieldFrame, Input, Stack } from 'shared-ui';
import { NAME_MAX_LENGTH, type WizardKind } from '../model/wizard-values';
import { StepHeading } from './StepHeading';

interface NameStepProps {
  kind: WizardKind;
  headingRef: Ref<HTMLHeadingElement>;
  inputRef: Ref<HTMLInputElement>;
  /** Once the space or project exists its name no longer changes here. */
  locked: boolean;
}

export function NameStep({ kind, headingRef, inputRef, locked }: NameStepProps) {
  const [field, meta, helpers] = useField<string>('name');
  return (
    <Stack gap="4">
      <StepHeading headingRef={headingRef}>Enter a name for your {kind}</StepHeading>
      <FieldFrame
        label={kind === 'space' ? 'Space name' : 'Project name'}
        required
        disabled={locked}
        errorText={meta.error}
        helperText={locked ? `The ${kind} has been created with this name.` : undefined}
      >
        <Input
          ref={inputRef}
          name={field.name}
          value={field.value}
          onChange={(event) => {
            void helpers.setValue(event.target.value, false);
            // A name the server refused is fine again once it changes.
            if (meta.error) helpers.setError(undefined);
          }}
          onBlur={field.onBlur}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
        />
      </FieldFrame>
    </Stack>
  );
}

import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useFormikContext } from 'shared-ui/forms';
import { Button, FieldFrame, Flex, Input, PlusIcon, RadioGroup, Stack, Text } from 'shared-ui';
import type { CreationProgress } from '../model/creation-progress';
import { moveStatus, newDraftStatus, statusDraftErrors, type StatusDraftErrors } from '../model/status-draft';
import {
  DEFAULT_COLOR,
  usesOwnStatuses,
  type StatusSource,
  type WizardKind,
  type WizardValues,
} from '../model/wizard-values';
import { ColorPicker } from './ColorPicker';
import { StatusList } from './StatusList';
import { StepHeading } from './StepHeading';

interface StatusStepProps {
  kind: WizardKind;
  headingRef: Ref<HTMLHeadingElement>;
  progress: CreationProgress;
}

export function StatusStep({ kind, headingRef, progress }: StatusStepProps) {
  const { values, setFieldValue } = useFormikContext<WizardValues>();
  const [errors, setErrors] = useState<StatusDraftErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const locked = progress.parent !== null;

  function setStatuses(statuses: WizardValues['statuses']) {
    void setFieldValue('statuses', statuses, false);
  }

  function add() {
    const found = statusDraftErrors(values.statusName, values.statusColor, values.statuses);
    setErrors(found);
    if (found.statusName || found.statusColor) {
      if (found.statusName) nameRef.current?.focus();
      return;
    }
    setStatuses([...values.statuses, newDraftStatus(values.statusName, values.statusColor)]);
    void setFieldValue('statusName', '', false);
    void setFieldValue('statusColor', DEFAULT_COLOR, false);
    nameRef.current?.focus();
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <Stack gap="4">
      <StepHeading headingRef={headingRef}>Add Status</StepHeading>
      {kind === 'project' && (
        <RadioGroup.Root
          value={values.statusSource}
          onValueChange={(details) => void setFieldValue('statusSource', details.value as StatusSource, false)}
          disabled={locked}
          aria-label="Statuses of the project"
        >
          <Flex gap="4" wrap="wrap">
            <RadioGroup.Item value="space">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Use Space Statuses</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="custom">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Use custom statuses</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Flex>
        </RadioGroup.Root>
      )}
      {usesOwnStatuses(kind, values) ? (
        <>
          <Stack gap="3" borderWidth="1px" borderColor="border" borderRadius="l2" padding="3">
            <FieldFrame label="Status name" errorText={errors.statusName}>
              <Input
                ref={nameRef}
                value={values.statusName}
                onChange={(event) => {
                  void setFieldValue('statusName', event.target.value, false);
                  setErrors((previous) => ({ ...previous, statusName: undefined }));
                }}
                onKeyDown={addOnEnter}
                autoComplete="off"
              />
            </FieldFrame>
            <ColorPicker
              label="Status color"
              value={values.statusColor}
              onChange={(value) => {
                void setFieldValue('statusColor', value, false);
                setErrors((previous) => ({ ...previous, statusColor: undefined }));
              }}
              errorText={errors.statusColor}
            />
            <Button alignSelf="flex-start" variant="outline" onClick={add}>
              <PlusIcon aria-hidden="true" /> Add
            </Button>
          </Stack>
          <StatusList
            statuses={values.statuses}
            created={progress.statuses}
            reorderLocked={locked}
            onToggle={(id, selected) =>
              setStatuses(values.statuses.map((status) => (status.id === id ? { ...status, selected } : status)))
            }
            onRemove={(id) => setStatuses(values.statuses.filter((status) => status.id !== id))}
            onMove={(index, direction) => setStatuses(moveStatus(values.statuses, index, direction))}
          />
        </>
      ) : (
        <Text color="fg.muted">The project uses its space&apos;s statuses: no statuses of its own are created.</Text>
      )}
    </Stack>
  );
}

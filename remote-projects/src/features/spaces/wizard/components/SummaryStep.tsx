import type { Ref } from 'react';
import { useFormikContext } from 'shared-ui/forms';
import { ColorSwatch, DataList, HStack, Stack, Text } from 'shared-ui';
import { plannedStatuses, usesOwnStatuses, type WizardKind, type WizardValues } from '../model/wizard-values';
import { StepHeading } from './StepHeading';

export function SummaryStep({ kind, headingRef }: { kind: WizardKind; headingRef: Ref<HTMLHeadingElement> }) {
  const { values } = useFormikContext<WizardValues>();
  const statuses = plannedStatuses(kind, values);
  const name = values.name.trim();
  return (
    <Stack gap="4">
      <StepHeading headingRef={headingRef}>Summary</StepHeading>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Name</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">
            {name || <Text color="fg.muted">No name yet</Text>}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Color</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2">
              <ColorSwatch value={values.color} boxSize="5" aria-hidden="true" />
              <Text fontFamily="mono">{values.color}</Text>
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Statuses</DataList.ItemLabel>
          <DataList.ItemValue>
            {!usesOwnStatuses(kind, values) ? (
              'Use Space Statuses'
            ) : statuses.length === 0 ? (
              <Text color="fg.muted">None</Text>
            ) : (
              <Stack as="ol" aria-label="Statuses to create" gap="1" ps="0" listStyleType="none">
                {statuses.map((status) => (
                  <HStack as="li" key={status.id} gap="2">
                    <ColorSwatch value={status.color} boxSize="4" aria-hidden="true" />
                    <Text overflowWrap="anywhere">{status.name}</Text>
                    <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                      {status.color}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}

// The four steps as a list of buttons: any step opens directly. On a phone only the numbers show.
import { BRAND, Box, Button, CircleCheckIcon, Circle, Text } from 'shared-ui';
import { WIZARD_STEPS, type WizardStep } from '../model/wizard-steps';

interface StepListProps {
  current: WizardStep;
  done: Record<WizardStep, boolean>;
  disabled: boolean;
  onSelect: (step: WizardStep) => void;
}

export function StepList({ current, done, disabled, onSelect }: StepListProps) {
  return (
    <Box as="nav" aria-label="Steps">
      <Box as="ol" display="flex" flexWrap="wrap" gap="2" listStyleType="none" ps="0">
        {WIZARD_STEPS.map(({ number, label }) => {
          const isCurrent = number === current;
          return (
            <Box as="li" key={number} flex={{ base: '1', sm: 'initial' }}>
              <Button
                width="full"
                size="sm"
                variant={isCurrent ? 'solid' : 'outline'}
                colorPalette={isCurrent ? BRAND : 'gray'}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`Step ${number}: ${label}${done[number] ? ', done' : ''}`}
                disabled={disabled}
                onClick={() => onSelect(number)}
              >
                {done[number] && !isCurrent ? (
                  <CircleCheckIcon aria-hidden="true" />
                ) : (
                  <Circle size="5" borderWidth="1px" borderColor="currentColor" fontSize="xs" aria-hidden="true">
                    {number}
                  </Circle>
                )}
                <Text as="span" display={{ base: 'none', sm: 'inline' }}>
                  {label}
                </Text>
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

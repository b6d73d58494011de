import { Flex, VisuallyHidden } from 'shared-ui';
import { Steps } from 'shared-ui/kits';
import type { WizardStep } from '../model/wizard-steps';

const stateOf = (index: number, current: number) =>
  index < current ? 'done' : index === current ? 'current' : 'to do';

/**
 * Where the user is: every step, the done ones ticked; titles from tablet width up. A plain list to assistive
 * technology (the steps are not buttons here: only Next, after its check, moves on).
 */
export function WizardStepper({ steps, current }: { steps: readonly WizardStep[]; current: number }) {
  return (
    <Steps.Root step={current} count={steps.length} size="sm" colorPalette="purple">
      {/* Steps.List would make it a tab list of triggers, which this indicator has none of. */}
      <Flex
        as="ol"
        aria-label="Steps"
        justify="space-between"
        listStyleType="none"
        css={{ '--steps-gutter': 'spacing.3', '--steps-thickness': '2px' }}
      >
        {steps.map((step, index) => (
          <Steps.Item as="li" key={step.title} index={index} aria-current={index === current ? 'step' : undefined}>
            {/* A circle whatever the row's height or the title's length: a fixed square, never shrunk. */}
            <Steps.Indicator boxSize="7" minW="7" flexShrink={0} borderRadius="full" />
            <Steps.Title display={{ base: 'none', md: 'block' }} aria-hidden="true">
              {step.title}
            </Steps.Title>
            <VisuallyHidden>
              {step.title}: {stateOf(index, current)}
            </VisuallyHidden>
            <Steps.Separator />
          </Steps.Item>
        ))}
      </Flex>
    </Steps.Root>
  );
}

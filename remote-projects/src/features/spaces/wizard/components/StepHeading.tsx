import type { ReactNode, Ref } from 'react';
import { Heading } from 'shared-ui';

/** The heading of the step on screen; focus moves here on a step change, so it is announced. */
export function StepHeading({ headingRef, children }: { headingRef: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <Heading as="h3" size="md" ref={headingRef} tabIndex={-1} outline="none" id="wizard-step-heading">
      {children}
    </Heading>
  );
}

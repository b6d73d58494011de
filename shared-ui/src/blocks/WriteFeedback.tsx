// What a page says about its writes: each one announced to screen readers (a polite live region), and a refused
// one shown as an error the user can dismiss. The demo apps that write optimistically share it.
import { VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InlineAlert } from './InlineAlert';

interface WriteFeedbackProps {
  /** The latest change, read out by screen readers. */
  announcement: string;
  /** Why the last write was refused, or null. */
  problem: ReactNode;
  onDismissProblem: () => void;
}

export function WriteFeedback({ announcement, problem, onDismissProblem }: WriteFeedbackProps) {
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {problem && (
        <InlineAlert status="error" onDismiss={onDismissProblem}>
          {problem}
        </InlineAlert>
      )}
    </>
  );
}

import { VisuallyHidden } from 'shared-ui';

/** Says what just happened to those who cannot see it (a card that moved to another group). */
export function LiveRegion({ message }: { message: string }) {
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="board-announcer">
      {message}
    </VisuallyHidden>
  );
}

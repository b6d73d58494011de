import { VisuallyHidden } from 'shared-ui';
import { useCallback, useState } from 'react';

/** Says what just happened on a board to those who cannot see it: a card moved, added, or put back. */
export function BoardLiveRegion({ message }: { message: string }) {
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="board-announcer">
      {message}
    </VisuallyHidden>
  );
}

/** The board's last announcement, and a stable `announce` to replace it. */
export function useAnnouncer(): [message: string, announce: (message: string) => void] {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => setMessage(next), []);
  return [message, announce];
}

import { useMemo, useState, useSyncExternalStore } from 'react';
import type { WriteFeedbackTarget } from 'shared-ui';

/**
 * The latest announcement for the page's live region, kept outside React state: every saved write announces
 * itself, and only the live region redraws for it.
 */
export interface Announcements {
  announce: (message: string) => void;
  latest: () => string;
  subscribe: (listener: () => void) => () => void;
}

function createAnnouncements(): Announcements {
  let latest = '';
  const listeners = new Set<() => void>();
  return {
    announce: (message) => {
      latest = message;
      for (const listener of listeners) listener();
    },
    latest: () => latest,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The text of the latest announcement. */
export const useAnnouncement = (announcements: Announcements): string =>
  useSyncExternalStore(announcements.subscribe, announcements.latest);

/** The page's announcements, its latest failure message, and what writes report to. */
export function useBoardFeedback() {
  const [error, setError] = useState<string | null>(null);
  const announcements = useMemo(createAnnouncements, []);
  const feedback = useMemo<WriteFeedbackTarget>(
    () => ({ announce: announcements.announce, fail: setError }),
    [announcements],
  );
  return { announcements, error, dismissError: () => setError(null), feedback };
}

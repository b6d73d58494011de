// A message for the page's aria-live region: what a move did, for those who cannot see the card go.
import { useCallback, useState } from 'react';

export function useAnnouncer(): [message: string, announce: (message: string) => void] {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => setMessage(next), []);
  return [message, announce];
}

// Whether the screen is narrower than Chakra's `md` breakpoint (48rem): the list shows cards there instead of a
// table. Only one of the two is rendered, so a phone never builds the table it does not show.
import { useSyncExternalStore } from 'react';

const PHONE_QUERY = '(max-width: 47.99rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneNow = () => window.matchMedia(PHONE_QUERY).matches;

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}

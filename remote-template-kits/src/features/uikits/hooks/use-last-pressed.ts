import { useState } from 'react';

/** Which showcase button was pressed last, so a demo button visibly does something when pressed. */
export function useLastPressed() {
  const [lastPressed, setLastPressed] = useState<string | null>(null);
  return { lastPressed, pressed: (label: string) => () => setLastPressed(label) };
}

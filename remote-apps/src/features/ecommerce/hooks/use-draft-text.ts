import { useState } from 'react';

/**
 * A text field's own text over a value kept elsewhere (the URL): the field shows what is typed, even what does
 * not parse yet, and takes the outside value again when that changes for another reason ("Clear filters").
 */
export function useDraftText(value: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

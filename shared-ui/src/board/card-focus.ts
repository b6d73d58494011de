// The keyboard stays with a card: on its Move button when its menu closes, and on the card once a move has drawn
// it anew in its column.
import { useEffect, useRef } from 'react';

const MOVE_BUTTON = 'button[aria-haspopup="menu"]';

function cardElement(id: string): HTMLElement | null {
  for (const card of document.querySelectorAll<HTMLElement>('[data-card-name]')) {
    if (card.dataset.cardName === id) return card;
  }
  return null;
}

/** A drawn card's Move button, if the card is drawn. */
export function cardMoveButton(id: string): HTMLElement | null {
  return cardElement(id)?.querySelector<HTMLElement>(MOVE_BUTTON) ?? null;
}

/** Whether the keyboard is nowhere the user chose: on the page's body, or in a menu that is closing. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.closest('[role="menu"]') !== null;
}

/** Puts the keyboard back on a card's Move button once the menu is gone, unless the user went elsewhere. */
export function refocusMoveButton(id: string) {
  requestAnimationFrame(() => {
    if (!focusIsLost()) return;
    cardMoveButton(id)?.focus();
  });
}

/**
 * A moved card is drawn anew in its new column (the old element is gone, and the keyboard with it): once the
 * board's columns have changed (`columns`), the card's Move button (else the card) takes the keyboard, unless
 * the user has gone elsewhere. Returns `follow(id)`, to call as a card is moved.
 */
export function useFollowMovedCard(columns: unknown): (id: string) => void {
  const moved = useRef<string | null>(null);
  useEffect(() => {
    const id = moved.current;
    if (id === null) return;
    moved.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const card = cardElement(id);
    (card?.querySelector<HTMLElement>(MOVE_BUTTON) ?? card)?.focus();
  }, [columns]);
  return useRef((id: string) => {
    moved.current = id;
  }).current;
}

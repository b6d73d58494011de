// The state of a board's one Move menu: which card it is open for, at which button, which item is highlighted,
// and the card the keyboard is on (kept drawn by its column however far it scrolls).
import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { cardMoveButton } from './card-focus';
import { firstMenuValue, type MoveTargetColumn } from './MoveMenuItems';
import { locateCard, type CardPlace } from './move-plan';

interface OpenMenu {
  card: string;
  /** The card's Move button: the menu opens below it (above without room) and follows it as the page scrolls. */
  button: HTMLElement;
}

interface MoveMenuOptions<Item> {
  /** Each column's cards as shown, in order. */
  groups: ReadonlyMap<string, readonly Item[]>;
  idOf: (item: Item) => string;
  targets: readonly MoveTargetColumn[];
  ordered: boolean;
}

export interface MoveMenuState {
  /** The card the menu is open for, and where it is; null when closed. */
  open: { card: string; place: CardPlace } | null;
  highlighted: string | null;
  setHighlighted: (value: string | null) => void;
  /**
   * The open card's Move button, read by the menu's positioning whenever it places the menu: the element itself,
   * so that the menu moves with it when the page or the column scrolls (the card may be drawn anew meanwhile).
   */
  anchorElement: () => HTMLElement | null;
  /** Opens the menu for `card` at its Move button. Stable, so that memoised cards keep their props. */
  openMenu: (card: string, button: HTMLElement) => void;
  close: () => void;
  /** For the board's container: notes the card the keyboard moves to. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  /** The card of `column` whose menu is open, if any. */
  menuCardIn: (column: string) => string | null;
  /** The card of `column` the keyboard is on, if any: its column keeps it drawn. */
  activeCardIn: (column: string) => string | null;
}

/**
 * One Move menu for every card, opened at the card's button: a menu per card (or cards subscribed to one menu's
 * state) would redraw 2,000 cards on every key press in it. The open menu's card and the card the keyboard is on
 * are for their own column only, so that only it redraws.
 */
export function useMoveMenu<Item>({ groups, idOf, targets, ordered }: MoveMenuOptions<Item>): MoveMenuState {
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [activeCard, setActiveCard] = useState<string | null>(null);
  const place = menu ? locateCard(groups, menu.card, idOf) : null;
  // A menu whose card has gone (deleted, or filtered out) closes for good, rather than coming back with the card.
  if (menu && !place) setMenu(null);
  const activeColumn = activeCard ? locateCard(groups, activeCard, idOf)?.column : undefined;

  // Stable callbacks read the latest board through this.
  const latest = useRef({ groups, idOf, targets, ordered, menu });
  latest.current = { groups, idOf, targets, ordered, menu };

  const openMenu = useCallback((card: string, button: HTMLElement) => {
    const board = latest.current;
    const at = locateCard(board.groups, card, board.idOf);
    const opened = { card, button };
    // Read by the menu's positioning as it opens, before this render has reached `latest`.
    latest.current.menu = opened;
    setMenu(opened);
    setActiveCard(card);
    setHighlighted(at ? firstMenuValue(board.targets, at, board.ordered) : null);
  }, []);

  const anchorElement = useCallback(() => {
    const open = latest.current.menu;
    if (!open) return null;
    return open.button.isConnected ? open.button : cardMoveButton(open.card);
  }, []);
  const close = useCallback(() => setMenu(null), []);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const card = event.target.closest<HTMLElement>('[data-card-name]')?.dataset.cardName;
    if (card) setActiveCard(card);
  }, []);

  return {
    open: menu && place ? { card: menu.card, place } : null,
    highlighted,
    setHighlighted,
    anchorElement,
    openMenu,
    close,
    onFocus,
    menuCardIn: (column) => (place?.column === column ? (menu?.card ?? null) : null),
    activeCardIn: (column) => (activeColumn === column ? activeCard : null),
  };
}

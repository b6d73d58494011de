import { Menu, Portal } from 'shared-ui';
import { refocusMoveButton } from './card-focus';
import { columnOfMenuValue, MOVE_DOWN, MOVE_UP, MoveMenuItems, type MoveTargetColumn } from './MoveMenuItems';
import { stepTarget, toColumnEnd, type MoveTarget } from './move-plan';
import type { MoveMenuState } from './use-move-menu';

interface BoardMoveMenuProps {
  menu: MoveMenuState;
  targets: readonly MoveTargetColumn[];
  /** Whether a column's cards have an order (the menu then has "Move up" and "Move down"). */
  ordered: boolean;
  /** The open card's name as people know it, for the menu's label. */
  subject: string | undefined;
  /** Move `card` into `column` so that it lands at `index` among the column's other cards (past the end: last). */
  onMove: (card: string, column: string, index: number) => void;
}

/**
 * The board's one keyboard (and touch) way to do what dragging a card does, opened at the card's Move button.
 * Zag's menu places itself by a trigger, and this one has none: the card's button is the anchor, given to the
 * positioning as the element (the `anchorPoint` prop is only read by a context menu's own trigger).
 */
export function BoardMoveMenu({ menu, targets, ordered, subject, onMove }: BoardMoveMenuProps) {
  const { open } = menu;
  const select = (value: string) => {
    if (!open) return;
    const column = columnOfMenuValue(value);
    let target: MoveTarget | null = null;
    if (value === MOVE_UP) target = stepTarget(open.place, 'up', []);
    else if (value === MOVE_DOWN) target = stepTarget(open.place, 'down', []);
    else if (column) target = toColumnEnd(column);
    if (target) onMove(open.card, target.column, target.index);
  };
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      open={open !== null}
      positioning={{ placement: 'bottom', getAnchorElement: menu.anchorElement }}
      highlightedValue={menu.highlighted}
      onHighlightChange={(details) => menu.setHighlighted(details.highlightedValue)}
      onOpenChange={(details) => {
        if (details.open) return;
        if (open) refocusMoveButton(open.card);
        menu.close();
      }}
      onSelect={(details) => select(details.value)}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48" aria-label={subject ? `Move "${subject}"` : 'Move'}>
            {open && <MoveMenuItems targets={targets} place={open.place} ordered={ordered} />}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

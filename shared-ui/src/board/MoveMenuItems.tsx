import { Menu } from 'shared-ui';
import type { CardPlace } from './move-plan';

export const MOVE_UP = 'move-up';
export const MOVE_DOWN = 'move-down';
const TO_COLUMN = 'move-to:';

/** A column a card can be moved to: its id and its name as shown. */
export interface MoveTargetColumn {
  id: string;
  label: string;
}

/** The column a "Move to" item stands for, if it is one. */
export function columnOfMenuValue(value: string): string | null {
  return value.startsWith(TO_COLUMN) ? value.slice(TO_COLUMN.length) : null;
}

/** The item the menu opens on: the first one that can be picked. */
export function firstMenuValue(
  targets: readonly MoveTargetColumn[],
  { column, index, count }: CardPlace,
  ordered: boolean,
): string | null {
  if (ordered && index > 0) return MOVE_UP;
  if (ordered && index < count - 1) return MOVE_DOWN;
  const other = targets.find((candidate) => candidate.id !== column);
  return other ? `${TO_COLUMN}${other.id}` : null;
}

interface MoveMenuItemsProps {
  targets: readonly MoveTargetColumn[];
  /** Where the card is. */
  place: CardPlace;
  /** Whether the cards of a column have an order: then the menu moves a card up and down too. */
  ordered: boolean;
}

/** The Move menu of one card: up and down (on a board whose columns are ordered), and every other column. */
export function MoveMenuItems({ targets, place, ordered }: MoveMenuItemsProps) {
  const columnItems = targets
    .filter((candidate) => candidate.id !== place.column)
    .map((candidate) => (
      <Menu.Item key={candidate.id} value={`${TO_COLUMN}${candidate.id}`}>
        {candidate.label}
      </Menu.Item>
    ));
  if (!ordered) return <>{columnItems}</>;
  return (
    <>
      <Menu.Item value={MOVE_UP} disabled={place.index <= 0}>
        Move up
      </Menu.Item>
      <Menu.Item value={MOVE_DOWN} disabled={place.index >= place.count - 1}>
        Move down
      </Menu.Item>
      <Menu.Separator />
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>Move to</Menu.ItemGroupLabel>
        {columnItems}
      </Menu.ItemGroup>
    </>
  );
}

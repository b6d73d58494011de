import { Menu } from 'shared-ui';
import type { BoardColumn } from '../api/board-columns';

export const MOVE_UP = 'move-up';
export const MOVE_DOWN = 'move-down';
const TO_COLUMN = 'move-to:';

/** The column a "Move to" item stands for, if it is one. */
export function columnOfMenuValue(value: string): string | null {
  return value.startsWith(TO_COLUMN) ? value.slice(TO_COLUMN.length) : null;
}

interface CardPlace {
  column: string;
  index: number;
  count: number;
}

/** The item the menu opens on: the first one that can be picked. */
export function firstMenuValue(columns: readonly BoardColumn[], { column, index, count }: CardPlace): string | null {
  if (index > 0) return MOVE_UP;
  if (index < count - 1) return MOVE_DOWN;
  const other = columns.find((candidate) => candidate.id !== column);
  return other ? `${TO_COLUMN}${other.id}` : null;
}

interface MoveMenuItemsProps {
  columns: readonly BoardColumn[];
  /** Where the card is: its column and its place (from 0) among `count` cards. */
  column: string;
  index: number;
  count: number;
}

/** The Move menu of one card: up, down, and every other column. */
export function MoveMenuItems({ columns, column, index, count }: MoveMenuItemsProps) {
  return (
    <>
      <Menu.Item value={MOVE_UP} disabled={index <= 0}>
        Move up
      </Menu.Item>
      <Menu.Item value={MOVE_DOWN} disabled={index >= count - 1}>
        Move down
      </Menu.Item>
      <Menu.Separator />
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>Move to</Menu.ItemGroupLabel>
        {columns
          .filter((candidate) => candidate.id !== column)
          .map((candidate) => (
            <Menu.Item key={candidate.id} value={`${TO_COLUMN}${candidate.id}`}>
              {candidate.label}
            </Menu.Item>
          ))}
      </Menu.ItemGroup>
    </>
  );
}

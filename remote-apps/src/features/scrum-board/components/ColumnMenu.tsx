import { Menu, Portal } from 'shared-ui';
import type { ScrumColumn } from 'tessera-contracts';

/** Where a menu opens: the button's rectangle as it was when pressed. */
export interface MenuAnchor {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The column whose menu is open, its place on the board, and the actions button it opened from. */
export interface OpenColumnMenu {
  column: ScrumColumn;
  index: number;
  anchor: MenuAnchor;
}

interface ColumnMenuProps {
  open: OpenColumnMenu | null;
  columnCount: number;
  onRename: (column: ScrumColumn) => void;
  onPlaceColumn: (columnId: number, targetIndex: number) => void;
  onDelete: (column: ScrumColumn) => void;
  onClose: () => void;
}

/**
 * The board's one column menu, opened at a column's actions button: a menu per column would mount 20 menus
 * (state machines, positioners) with the board and redraw with each column. onClick rather than onSelect on the
 * items, as elsewhere: a click (mouse, or Enter on the highlighted item) always arrives.
 */
export function ColumnMenu({ open, columnCount, onRename, onPlaceColumn, onDelete, onClose }: ColumnMenuProps) {
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      open={open !== null}
      // Zag's menu places itself by its trigger, and this one has none: the column's button is the anchor.
      positioning={{ placement: 'bottom-end', getAnchorRect: () => open?.anchor ?? null }}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={open ? `Column “${open.column.title}” actions` : 'Column actions'}>
            {open && (
              <>
                <Menu.Item value="rename" onClick={() => onRename(open.column)}>
                  Rename
                </Menu.Item>
                <Menu.Item
                  value="left"
                  disabled={open.index === 0}
                  onClick={() => onPlaceColumn(open.column.id, open.index - 1)}
                >
                  Move left
                </Menu.Item>
                <Menu.Item
                  value="right"
                  disabled={open.index === columnCount - 1}
                  onClick={() => onPlaceColumn(open.column.id, open.index + 1)}
                >
                  Move right
                </Menu.Item>
                <Menu.Item value="delete" color="fg.error" onClick={() => onDelete(open.column)}>
                  Delete
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

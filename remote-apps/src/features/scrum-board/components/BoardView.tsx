import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Flex, Text } from 'shared-ui';
import type { ScrumBoard, ScrumColumn, ScrumLabel, ScrumMember } from 'tessera-contracts';
import { useBoardPart } from '../api/scrum-queries';
import type { BoardActions } from '../hooks/use-board-actions';
import type { Direction } from '../model/board-edits';
import { BoardColumn } from './BoardColumn';
import { BOARD_CLASS, BOARD_CSS_TEXT } from './board-styles';
import { ColumnMenu, type MenuAnchor } from './ColumnMenu';

interface BoardViewProps {
  boardId: number;
  /** False for a GUEST: the board is shown as it is, with nothing to drag, move, add or rename. */
  editable: boolean;
  labels: ReadonlyMap<number, ScrumLabel>;
  members: ReadonlyMap<number, ScrumMember>;
  actions: BoardActions;
  onOpenCard: (cardId: number) => void;
  onMoveMenu: (cardId: number) => void;
  onRename: (column: ScrumColumn) => void;
  onDelete: (column: ScrumColumn) => void;
}

const NO_COLUMNS: readonly ScrumColumn[] = [];
const CONTAINED = { contain: 'inline-size' };
const columnsOf = (board: ScrumBoard) => board.list;

/** Puts the keyboard back on a column's actions button once its menu is gone, unless the user went elsewhere. */
function refocusColumnActions(columnId: number) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[role="menu"]')) return;
    document.querySelector<HTMLElement>(`[data-column-actions="${columnId}"]`)?.focus();
  });
}

/**
 * The board's columns side by side, in one drag and drop context, with one column menu for all. It draws again
 * only when the columns change, and then only the columns that changed (their cards are kept by identity
 * between the board's answers); the page around it does not redraw with a move.
 */
export const BoardView = memo(function BoardView({
  boardId,
  editable,
  labels,
  members,
  actions,
  onOpenCard,
  onMoveMenu,
  onRename,
  onDelete,
}: BoardViewProps) {
  const columns = useBoardPart(boardId, columnsOf).data ?? NO_COLUMNS;
  const [menu, setMenu] = useState<{ columnId: number; anchor: MenuAnchor } | null>(null);

  // A card moved from the keyboard is drawn anew in its new column: focus follows it there.
  const refocus = useRef<number | null>(null);
  const stepCard = useCallback(
    (cardId: number, direction: Direction) => {
      refocus.current = cardId;
      actions.stepCard(cardId, direction);
    },
    [actions],
  );
  useLayoutEffect(() => {
    const cardId = refocus.current;
    if (cardId === null) return;
    const opener = document.querySelector<HTMLElement>(`[data-card-id="${cardId}"] [data-card-opener]`);
    if (opener && opener !== document.activeElement) opener.focus();
    refocus.current = null;
  }, [columns]);

  const openMenu = useCallback((columnId: number, button: HTMLElement) => {
    const box = button.getBoundingClientRect();
    setMenu({ columnId, anchor: { x: box.left, y: box.top, width: box.width, height: box.height } });
  }, []);
  const menuIndex = menu ? columns.findIndex((column) => column.id === menu.columnId) : -1;
  const menuColumn = columns[menuIndex];

  return (
    <DndProvider backend={HTML5Backend}>
      {/* React puts it in the document's head, once however many boards are drawn. */}
      <style href="scrum-board-styles" precedence="medium">
        {BOARD_CSS_TEXT}
      </style>
      {editable && (
        <Text fontSize="sm" color="fg.muted" mb={2}>
          Drag cards and column headers, or use a card’s “Move” button (Alt + arrow keys on a card).
        </Text>
      )}
      {/*
        Its own width never widens the page: the columns scroll inside it (at phone width too). Positioned, so the
        visually hidden texts inside (absolutely placed) scroll with it rather than widen the page.
      */}
      <Flex
        className={BOARD_CLASS}
        position="relative"
        gap={3}
        align="start"
        overflowX="auto"
        pb={3}
        minW={0}
        maxW="full"
        css={CONTAINED}
        role="region"
        aria-label="Board columns"
        tabIndex={0}
        data-read-only={editable ? undefined : ''}
      >
        {columns.map((column, index) => (
          <BoardColumn
            key={column.id}
            column={column}
            index={index}
            editable={editable}
            labels={labels}
            members={members}
            menuOpen={menu?.columnId === column.id}
            onOpenCard={onOpenCard}
            onMoveMenu={onMoveMenu}
            onStepCard={stepCard}
            onDropCard={actions.placeCard}
            onPlaceColumn={actions.placeColumn}
            onOpenMenu={openMenu}
            onAddCard={actions.addCard}
          />
        ))}
      </Flex>
      <ColumnMenu
        open={menu && menuColumn ? { column: menuColumn, index: menuIndex, anchor: menu.anchor } : null}
        columnCount={columns.length}
        onRename={onRename}
        onPlaceColumn={actions.placeColumn}
        onDelete={onDelete}
        onClose={() => {
          if (menu) refocusColumnActions(menu.columnId);
          setMenu(null);
        }}
      />
    </DndProvider>
  );
});

import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Flex, Text } from 'shared-ui';
import { BoardDndProvider, BoardMoveMenu, useMoveMenu, type MoveTargetColumn } from 'shared-ui/board';
import type { ScrumBoard, ScrumCard, ScrumColumn, ScrumLabel, ScrumMember } from 'tessera-contracts';
import { useBoardPart } from '../api/get-board';
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
  onRename: (column: ScrumColumn) => void;
  onDelete: (column: ScrumColumn) => void;
}

const NO_COLUMNS: readonly ScrumColumn[] = [];
const CONTAINED = { contain: 'inline-size' };
const columnsOf = (board: ScrumBoard) => board.list;
const nameOf = (card: ScrumCard) => String(card.id);

/** Puts the keyboard back on a column's actions button once its menu is gone, unless the user went elsewhere. */
function refocusColumnActions(columnId: number) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[role="menu"]')) return;
    document.querySelector<HTMLElement>(`[data-column-actions="${columnId}"]`)?.focus();
  });
}

/**
 * The board's columns side by side, in the board engine's drag and drop context (shared-ui/board), with its one
 * Move menu for every card and one column menu for all columns. It draws again
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
  onRename,
  onDelete,
}: BoardViewProps) {
  const columns = useBoardPart(boardId, columnsOf).data ?? NO_COLUMNS;
  const [menu, setMenu] = useState<{ columnId: number; anchor: MenuAnchor } | null>(null);
  const groups = useMemo(
    () => new Map(columns.map((column) => [String(column.id), column.cardList] as const)),
    [columns],
  );
  const targets = useMemo<MoveTargetColumn[]>(
    () => columns.map((column) => ({ id: String(column.id), label: column.title })),
    [columns],
  );
  const cardMenu = useMoveMenu({ groups, idOf: nameOf, targets, ordered: true });
  const menuSubject = cardMenu.open
    ? groups.get(cardMenu.open.place.column)?.[cardMenu.open.place.index]?.title
    : undefined;

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
  // A drop, or a pick in the Move menu: the card lands at `index` among the column's other cards.
  const { placeCard } = actions;
  const moveCard = useCallback(
    (card: string, column: string, index: number) => placeCard(Number(card), Number(column), index),
    [placeCard],
  );

  const openMenu = useCallback((columnId: number, button: HTMLElement) => {
    const box = button.getBoundingClientRect();
    setMenu({ columnId, anchor: { x: box.left, y: box.top, width: box.width, height: box.height } });
  }, []);
  const menuIndex = menu ? columns.findIndex((column) => column.id === menu.columnId) : -1;
  const menuColumn = columns[menuIndex];

  return (
    <BoardDndProvider>
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
        onFocus={cardMenu.onFocus}
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
            menuCard={cardMenu.menuCardIn(String(column.id))}
            activeCard={cardMenu.activeCardIn(String(column.id))}
            onOpenCard={onOpenCard}
            onOpenCardMenu={cardMenu.openMenu}
            onStepCard={stepCard}
            onDropCard={moveCard}
            onPlaceColumn={actions.placeColumn}
            onOpenMenu={openMenu}
            onAddCard={actions.addCard}
          />
        ))}
      </Flex>
      {editable && <BoardMoveMenu menu={cardMenu} targets={targets} ordered subject={menuSubject} onMove={moveCard} />}
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
    </BoardDndProvider>
  );
});

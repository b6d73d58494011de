import { memo, useCallback } from 'react';
import { BoardCardList, useColumnDrag, useColumnDrop, useColumnPlaceDrop } from 'shared-ui/board';
import type { ScrumCard, ScrumColumn, ScrumLabel, ScrumMember } from 'tessera-contracts';
import type { Direction } from '../model/board-edits';
import { AddCardForm } from './AddCardForm';
import { BoardCard } from './BoardCard';

interface BoardColumnProps {
  column: ScrumColumn;
  index: number;
  /** False for a GUEST: no dragging, dropping, column actions or new cards. */
  editable: boolean;
  labels: ReadonlyMap<number, ScrumLabel>;
  members: ReadonlyMap<number, ScrumMember>;
  /** Whether the board's column menu is open for this column. */
  menuOpen: boolean;
  /** The card whose Move menu is open, if it is in this column. */
  menuCard: string | null;
  /** The card the keyboard is on, if it is in this column: it stays drawn however far the column scrolls. */
  activeCard: string | null;
  onOpenCard: (cardId: number) => void;
  /** Opens the board's one Move menu at a card's Move button. */
  onOpenCardMenu: (card: string, button: HTMLElement) => void;
  onStepCard: (cardId: number, direction: Direction) => void;
  /** A card dropped here, to land at `index` among the column's other cards. */
  onDropCard: (card: string, column: string, index: number) => void;
  onPlaceColumn: (columnId: number, targetIndex: number) => void;
  /** Opens the board's one column menu at this column's actions button. */
  onOpenMenu: (columnId: number, button: HTMLElement) => void;
  onAddCard: (columnId: number, title: string) => Promise<boolean>;
}

const nameOf = (card: ScrumCard) => String(card.id);

/**
 * One column: its header (drag it, or its actions menu), its cards, and a form for a new card (for a GUEST, its
 * header and cards only). Plain elements styled by the board's one style sheet (BOARD_STYLES): a board draws 20
 * of them, and a move redraws two. Its cards are drawn by the board engine's list, only those in view.
 */
export const BoardColumn = memo(function BoardColumn({
  column,
  index,
  editable,
  labels,
  members,
  menuOpen,
  menuCard,
  activeCard,
  onOpenCard,
  onOpenCardMenu,
  onStepCard,
  onDropCard,
  onPlaceColumn,
  onOpenMenu,
  onAddCard,
}: BoardColumnProps) {
  const id = String(column.id);
  const cardDrop = useColumnDrop(id, onDropCard);
  const columnDrag = useColumnDrag(id, editable);
  const placeHere = useCallback((dragged: string) => onPlaceColumn(Number(dragged), index), [onPlaceColumn, index]);
  const columnDrop = useColumnPlaceDrop(id, placeHere);

  const { preview: columnPreview, handle: columnHandle } = columnDrag;
  const { connect: connectCardDrop } = cardDrop;
  const { connect: connectColumnDrop } = columnDrop;
  // A board that may not be changed connects no drag source and no drop target.
  const sectionRef = useCallback(
    (node: HTMLElement | null) => {
      const target = editable ? node : null;
      columnPreview(target);
      connectCardDrop(target);
      connectColumnDrop(target);
    },
    [columnPreview, connectCardDrop, connectColumnDrop, editable],
  );
  const headRef = useCallback(
    (node: HTMLDivElement | null) => void columnHandle(editable ? node : null),
    [columnHandle, editable],
  );

  const headingId = `scrum-column-${column.id}`;
  const count = column.cardList.length;
  return (
    <section
      className="scrum-column"
      aria-labelledby={headingId}
      ref={sectionRef}
      data-column-id={column.id}
      data-card-over={cardDrop.isOver || undefined}
      data-column-over={columnDrop.isOver || undefined}
      data-dragging={columnDrag.isDragging || undefined}
    >
      <div className="scrum-column-head" ref={headRef}>
        <div className="scrum-column-name">
          <h2 className="scrum-column-title" id={headingId}>
            {column.title}
          </h2>
          <span className="scrum-column-count">
            {count}
            <span className="scrum-hidden"> {count === 1 ? 'card' : 'cards'}</span>
          </span>
        </div>
        {editable && (
          <button
            type="button"
            className="scrum-icon-button"
            aria-label={`Column “${column.title}” actions`}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            data-column-actions={column.id}
            onClick={(event) => onOpenMenu(column.id, event.currentTarget)}
          />
        )}
      </div>
      <BoardCardList
        className="scrum-cards"
        items={column.cardList}
        idOf={nameOf}
        labelledBy={headingId}
        canDrag={editable}
        hover={cardDrop.hover}
        pinned={activeCard ?? menuCard}
        renderCard={(card, slot) => (
          <BoardCard
            key={card.id}
            card={card}
            {...slot}
            editable={editable}
            labels={labels}
            members={members}
            menuOpen={menuCard === String(card.id)}
            onOpen={onOpenCard}
            onOpenMenu={onOpenCardMenu}
            onStep={onStepCard}
          />
        )}
        empty={
          <li className="scrum-column-empty">
            {editable ? 'No cards yet: add one or drop one here.' : 'No cards yet.'}
          </li>
        }
      />
      {editable && <AddCardForm columnId={column.id} columnTitle={column.title} onAdd={onAddCard} />}
    </section>
  );
});

import { memo, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ScrumColumn, ScrumLabel, ScrumMember } from 'tessera-contracts';
import { useCardsDrag, useColumnDrag, useColumnDrop } from '../hooks/use-column-dnd';
import type { Direction } from '../model/board-edits';
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
  onOpenCard: (cardId: number) => void;
  onMoveMenu: (cardId: number) => void;
  onStepCard: (cardId: number, direction: Direction) => void;
  onDropCard: (cardId: number, columnId: number, index: number | null) => void;
  onPlaceColumn: (columnId: number, targetIndex: number) => void;
  /** Opens the board's one column menu at this column's actions button. */
  onOpenMenu: (columnId: number, button: HTMLElement) => void;
  onAddCard: (columnId: number, title: string) => Promise<boolean>;
}

/** How many more cards of a column are drawn at a time. */
const CARD_BATCH = 15;

/**
 * One column: its header (drag it, or its actions menu), its cards, and a form for a new card (for a GUEST, its
 * header and cards only). Plain elements
 * styled by the board's one style sheet (BOARD_STYLES): a board draws 20 of them, and a move redraws two.
 */
export const BoardColumn = memo(function BoardColumn({
  column,
  index,
  editable,
  labels,
  members,
  menuOpen,
  onOpenCard,
  onMoveMenu,
  onStepCard,
  onDropCard,
  onPlaceColumn,
  onOpenMenu,
  onAddCard,
}: BoardColumnProps) {
  // A long column draws its cards in batches: the next one when its "Show more" button nears the screen (or
  // is pressed), so a big board's first drawing and each drop touch a few hundred cards, not thousands.
  const [shown, setShown] = useState(CARD_BATCH);
  const hidden = column.cardList.length - shown;
  const moreRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const button = moreRef.current;
    if (hidden <= 0 || !button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + CARD_BATCH);
      },
      { rootMargin: '600px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hidden]);

  const columnDrag = useColumnDrag(column.id);
  const cardsDrag = useCardsDrag();
  const drop = useColumnDrop({
    cards: column.cardList,
    shown,
    onCard: (cardId, at) => onDropCard(cardId, column.id, at),
    onColumn: (columnId) => {
      if (columnId !== column.id) onPlaceColumn(columnId, index);
    },
  });

  const { preview: columnPreview, handle: columnHandle } = columnDrag;
  const { target: dropTarget, listRef } = drop;
  const { list: cardsSource } = cardsDrag;
  // A board that may not be changed connects no drag source and no drop target.
  const sectionRef = useCallback(
    (node: HTMLElement | null) => {
      columnPreview(dropTarget(editable ? node : null));
    },
    [columnPreview, dropTarget, editable],
  );
  const headRef = useCallback(
    (node: HTMLDivElement | null) => void columnHandle(editable ? node : null),
    [columnHandle, editable],
  );
  const listNodeRef = useCallback(
    (node: HTMLUListElement | null) => {
      listRef.current = node;
      cardsSource(editable ? node : null);
    },
    [listRef, cardsSource, editable],
  );

  const headingId = `scrum-column-${column.id}`;
  const count = column.cardList.length;
  return (
    <section
      className="scrum-column"
      aria-labelledby={headingId}
      ref={sectionRef}
      data-column-id={column.id}
      data-card-over={drop.cardOver || undefined}
      data-column-over={drop.columnOver || undefined}
      data-dragging={columnDrag.dragging || undefined}
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
      <ul className="scrum-cards" aria-labelledby={headingId} ref={listNodeRef} onDragStart={cardsDrag.onDragStart}>
        {column.cardList.slice(0, shown).map((card) => (
          <BoardCard
            key={card.id}
            card={card}
            editable={editable}
            labels={labels}
            members={members}
            onOpen={onOpenCard}
            onMoveMenu={onMoveMenu}
            onStep={onStepCard}
          />
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="scrum-more"
          ref={moreRef}
          onClick={() => setShown((shownCount) => shownCount + CARD_BATCH)}
        >
          Show {Math.min(hidden, CARD_BATCH)} more of {hidden} cards
        </button>
      )}
      {count === 0 && (
        <p className="scrum-column-empty">{editable ? 'No cards yet: add one or drop one here.' : 'No cards yet.'}</p>
      )}
      {editable && <AddCardForm columnId={column.id} columnTitle={column.title} onAdd={onAddCard} />}
    </section>
  );
});

interface AddCardFormProps {
  columnId: number;
  columnTitle: string;
  onAdd: (columnId: number, title: string) => Promise<boolean>;
}

const AddCardForm = memo(function AddCardForm({ columnId, columnTitle, onAdd }: AddCardFormProps) {
  const [title, setTitle] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || saving) return;
    setSaving(true);
    const added = await onAdd(columnId, trimmed);
    setSaving(false);
    if (added) setTitle('');
  };
  return (
    <form className="scrum-add-card" onSubmit={(event) => void submit(event)}>
      <input
        value={title}
        maxLength={140}
        placeholder="New card title"
        aria-label={`New card in ${columnTitle}`}
        onChange={(event) => setTitle(event.target.value)}
      />
      <button type="submit" aria-label={`Add card to ${columnTitle}`} aria-disabled={saving} aria-busy={saving}>
        Add
      </button>
    </form>
  );
});

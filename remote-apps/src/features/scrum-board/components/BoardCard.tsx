import { memo, type KeyboardEvent } from 'react';
import { cardAttributes, type DrawnCardSlot } from 'shared-ui/board';
import type { ScrumCard, ScrumLabel, ScrumMember } from 'tessera-contracts';
import type { Direction } from '../model/board-edits';

/** Where its column's list draws it (only the cards near the visible part are drawn), field by field. */
interface BoardCardProps extends DrawnCardSlot {
  card: ScrumCard;
  /** False for a GUEST: the card opens to be read, and does not move. */
  editable: boolean;
  labels: ReadonlyMap<number, ScrumLabel>;
  members: ReadonlyMap<number, ScrumMember>;
  /** Whether the board's Move menu is open for this card. */
  menuOpen: boolean;
  onOpen: (cardId: number) => void;
  /** Opens the board's one Move menu at the card's Move button. */
  onOpenMenu: (card: string, button: HTMLElement) => void;
  onStep: (cardId: number, direction: Direction) => void;
}

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join('')
    .toUpperCase();

/**
 * One card on the board: drag it, or Alt + an arrow key on it, or its "Move" button (the board engine's Move
 * menu). A board may hold thousands, so a card is plain elements styled by the board's one style sheet
 * (BOARD_STYLES), memoised and query-free; its column's list places it (shared-ui/board).
 */
export const BoardCard = memo(function BoardCard({
  card,
  index,
  count,
  measure,
  dropMark,
  draggable,
  editable,
  labels,
  members,
  menuOpen,
  onOpen,
  onOpenMenu,
  onStep,
}: BoardCardProps) {
  const name = String(card.id);
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = KEY_DIRECTIONS[event.key];
    if (!direction || !event.altKey) return;
    event.preventDefault();
    onStep(card.id, direction);
  };

  const cardLabels = card.labels.map((id) => labels.get(id)).filter((label) => label !== undefined);
  const cardMembers = card.members.map((id) => members.get(id)).filter((member) => member !== undefined);
  const comments = card.comments.length;
  const attachments = card.attachments.length;

  return (
    <li ref={measure} {...cardAttributes(name, { index, count, dropMark, draggable })} data-card-id={card.id}>
      <div className="scrum-card">
        {card.coverImage && <img className="scrum-card-cover" src={card.coverImage} alt="" loading="lazy" />}
        {cardLabels.length > 0 && (
          <div className="scrum-card-row">
            {cardLabels.map((label) => (
              <span key={label.id} className="scrum-card-label" data-color={label.color}>
                {label.title}
              </span>
            ))}
          </div>
        )}
        <button
          type="button"
          className="scrum-card-title"
          data-card-opener=""
          onClick={() => onOpen(card.id)}
          onKeyDown={editable ? onKeyDown : undefined}
          aria-keyshortcuts={editable ? 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight' : undefined}
          aria-describedby={editable ? 'scrum-card-keys' : undefined}
        >
          {card.title}
        </button>
        {editable && (
          <button
            type="button"
            className="scrum-icon-button"
            aria-label={`Move “${card.title}”…`}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={(event) => onOpenMenu(name, event.currentTarget)}
          />
        )}
        {(cardMembers.length > 0 || comments > 0 || attachments > 0) && (
          <div className="scrum-card-meta">
            {comments > 0 && (
              <span className="scrum-card-comments">
                {comments}
                <span className="scrum-hidden"> {comments === 1 ? 'comment' : 'comments'}</span>
              </span>
            )}
            {attachments > 0 && (
              <span className="scrum-card-attachments">
                {attachments}
                <span className="scrum-hidden"> {attachments === 1 ? 'attachment' : 'attachments'}</span>
              </span>
            )}
            {cardMembers.length > 0 && (
              <span
                className="scrum-card-members"
                role="group"
                aria-label={`Members: ${cardMembers.map((member) => member.name).join(', ')}`}
              >
                {cardMembers.slice(0, 3).map((member) =>
                  member.avatar ? (
                    <img key={member.id} className="scrum-avatar" src={member.avatar} alt="" />
                  ) : (
                    <span key={member.id} className="scrum-avatar" aria-hidden>
                      {initials(member.name)}
                    </span>
                  ),
                )}
                {cardMembers.length > 3 && <span aria-hidden>+{cardMembers.length - 3}</span>}
              </span>
            )}
          </div>
        )}
      </div>
    </li>
  );
});

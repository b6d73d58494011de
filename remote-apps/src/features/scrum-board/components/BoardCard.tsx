import { memo, type KeyboardEvent } from 'react';
import { useDrag } from 'react-dnd';
import { EllipsisIcon, FileTextIcon, MessageSquareIcon } from 'shared-ui';
import type { ScrumCard, ScrumLabel, ScrumMember } from 'tessera-contracts';
import type { Direction } from '../model/board-edits';
import { DRAG, type CardDragItem } from './drag-items';
import { LABEL_PALETTE } from './label-palette';

interface BoardCardProps {
  card: ScrumCard;
  labels: ReadonlyMap<number, ScrumLabel>;
  members: ReadonlyMap<number, ScrumMember>;
  onOpen: (cardId: number) => void;
  onMoveMenu: (cardId: number) => void;
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
 * One card on the board: drag it, or Alt + an arrow key on it, or its "Move" button. A board may hold
 * thousands, so a card is plain elements styled by its column's one style sheet (CARD_STYLES), not a tree of
 * styled components each computing its own styles.
 */
export const BoardCard = memo(function BoardCard({
  card,
  labels,
  members,
  onOpen,
  onMoveMenu,
  onStep,
}: BoardCardProps) {
  const [{ dragging }, drag] = useDrag({
    type: DRAG.card,
    item: (): CardDragItem => ({ cardId: card.id }),
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });

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
    <li
      ref={(node) => {
        drag(node);
      }}
      className="scrum-card"
      data-card-id={card.id}
      data-dragging={dragging || undefined}
    >
      {card.coverImage && <img className="scrum-card-cover" src={card.coverImage} alt="" loading="lazy" />}
      <div className="scrum-card-body">
        {cardLabels.length > 0 && (
          <div className="scrum-card-row">
            {cardLabels.map((label) => (
              <span key={label.id} className="scrum-card-label" data-color={label.color}>
                {label.title}
              </span>
            ))}
          </div>
        )}
        <div className="scrum-card-head">
          <button
            type="button"
            className="scrum-card-title"
            data-card-opener=""
            onClick={() => onOpen(card.id)}
            onKeyDown={onKeyDown}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight"
            aria-describedby="scrum-card-keys"
          >
            {card.title}
          </button>
          <button
            type="button"
            className="scrum-card-move"
            aria-label={`Move “${card.title}”…`}
            onClick={() => onMoveMenu(card.id)}
          >
            <EllipsisIcon size={16} aria-hidden />
          </button>
        </div>
        {(cardMembers.length > 0 || comments > 0 || attachments > 0) && (
          <div className="scrum-card-meta">
            {comments > 0 && (
              <span>
                <MessageSquareIcon size={14} aria-hidden />
                {comments}
                <span className="scrum-hidden"> {comments === 1 ? 'comment' : 'comments'}</span>
              </span>
            )}
            {attachments > 0 && (
              <span>
                <FileTextIcon size={14} aria-hidden />
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

/** The cards' one style sheet, given to each column's list (tokens, so dark mode and RTL follow). */
export const CARD_STYLES = {
  '& .scrum-card': {
    position: 'relative',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    shadow: 'xs',
    overflow: 'hidden',
    cursor: 'grab',
    // Off-screen cards skip layout and paint until scrolled to.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 5rem',
  },
  '& .scrum-card[data-dragging]': { opacity: 0.4 },
  '& .scrum-card-cover': { display: 'block', width: '100%', height: '6rem', objectFit: 'cover' },
  '& .scrum-card-body': { display: 'flex', flexDirection: 'column', gap: '2', p: '3' },
  '& .scrum-card-row': { display: 'flex', flexWrap: 'wrap', gap: '1' },
  '& .scrum-card-label': { fontSize: 'xs', fontWeight: 'medium', px: '1.5', rounded: 'sm', lineHeight: '1.25rem' },
  ...Object.fromEntries(
    Object.entries(LABEL_PALETTE).map(([color, palette]) => [
      `& .scrum-card-label[data-color=${color}]`,
      { bg: `${palette}.subtle`, color: `${palette}.fg` },
    ]),
  ),
  '& .scrum-card-head': { display: 'flex', alignItems: 'flex-start', gap: '1' },
  '& .scrum-card-title': {
    flex: '1',
    textAlign: 'start',
    fontWeight: 'medium',
    wordBreak: 'break-word',
    rounded: 'sm',
    color: 'fg',
    cursor: 'pointer',
  },
  '& .scrum-card-title:focus-visible, & .scrum-card-move:focus-visible': {
    outline: '2px solid',
    outlineColor: 'blue.focusRing',
    outlineOffset: '2px',
  },
  '& .scrum-card-move': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '6',
    h: '6',
    rounded: 'sm',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
  },
  '& .scrum-card-meta': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    color: 'fg.muted',
    fontSize: 'xs',
    '& > span': { display: 'inline-flex', alignItems: 'center', gap: '1' },
  },
  '& .scrum-card-members': { marginInlineStart: 'auto' },
  '& .scrum-avatar': {
    width: '5',
    height: '5',
    rounded: 'full',
    bg: 'bg.emphasized',
    fontSize: '2xs',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '& .scrum-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
  },
} as const;

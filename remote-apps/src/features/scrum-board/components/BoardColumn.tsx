import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import {
  Badge,
  Box,
  Button,
  HStack,
  Heading,
  IconButton,
  Input,
  Menu,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
  EllipsisIcon,
  PlusIcon,
} from 'shared-ui';
import type { ScrumColumn, ScrumLabel, ScrumMember } from 'tessera-contracts';
import type { Direction } from '../model/board-edits';
import { BoardCard, CARD_STYLES } from './BoardCard';
import { DRAG, type CardDragItem, type ColumnDragItem } from './drag-items';

interface BoardColumnProps {
  column: ScrumColumn;
  index: number;
  columnCount: number;
  labels: ReadonlyMap<number, ScrumLabel>;
  members: ReadonlyMap<number, ScrumMember>;
  onOpenCard: (cardId: number) => void;
  onMoveMenu: (cardId: number) => void;
  onStepCard: (cardId: number, direction: Direction) => void;
  onDropCard: (cardId: number, columnId: number, index: number | null) => void;
  onPlaceColumn: (columnId: number, targetIndex: number) => void;
  onRename: (column: ScrumColumn) => void;
  onDelete: (column: ScrumColumn) => void;
  onAddCard: (columnId: number, title: string) => Promise<boolean>;
}

/** How many more cards of a column are drawn at a time. */
const CARD_BATCH = 15;

/**
 * Where a card dropped at `pointer` goes in the list: before the first card whose middle is below the pointer,
 * or at the end (null).
 */
function dropIndex(list: HTMLElement | null, pointer: { x: number; y: number } | null): number | null {
  if (!list || !pointer) return null;
  const cards = list.querySelectorAll<HTMLElement>(':scope > li[data-card-id]');
  for (const [index, card] of Array.from(cards).entries()) {
    const box = card.getBoundingClientRect();
    if (pointer.y < box.top + box.height / 2) return index;
  }
  return null;
}

/** One column: its header (drag it, or its menu's moves), its cards, and a form for a new card. */
export const BoardColumn = memo(function BoardColumn({
  column,
  index,
  columnCount,
  labels,
  members,
  onOpenCard,
  onMoveMenu,
  onStepCard,
  onDropCard,
  onPlaceColumn,
  onRename,
  onDelete,
  onAddCard,
}: BoardColumnProps) {
  const [{ dragging }, drag, preview] = useDrag({
    type: DRAG.column,
    item: (): ColumnDragItem => ({ columnId: column.id }),
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });
  // The list (a `ul`, typed as the Stack's div).
  const cardsRef = useRef<HTMLDivElement | null>(null);
  const [{ cardOver, columnOver }, drop] = useDrop({
    accept: [DRAG.card, DRAG.column],
    drop: (item: CardDragItem | ColumnDragItem, monitor) => {
      if ('cardId' in item) {
        const at = dropIndex(cardsRef.current, monitor.getClientOffset());
        // Dropped below its own place in this column: the gap it leaves moves the place up by one.
        const from = column.cardList.findIndex((card) => card.id === item.cardId);
        onDropCard(item.cardId, column.id, at !== null && from >= 0 && from < at ? at - 1 : at);
      } else if (item.columnId !== column.id) onPlaceColumn(item.columnId, index);
    },
    collect: (monitor) => ({
      cardOver: monitor.isOver() && monitor.getItemType() === DRAG.card,
      columnOver: monitor.isOver() && monitor.getItemType() === DRAG.column,
    }),
  });

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

  const headingId = `scrum-column-${column.id}`;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      ref={(node: HTMLDivElement | null) => {
        preview(drop(node));
      }}
      data-column-id={column.id}
      w="17rem"
      flexShrink={0}
      bg={cardOver ? 'bg.emphasized' : 'bg.muted'}
      rounded="lg"
      p={2}
      gap={2}
      opacity={dragging ? 0.5 : 1}
      outline={columnOver ? '2px dashed' : undefined}
      outlineColor="border.emphasized"
    >
      <HStack
        ref={(node: HTMLDivElement | null) => {
          drag(node);
        }}
        cursor="grab"
        justify="space-between"
        px={1}
        gap={2}
      >
        <HStack gap={2} minW={0}>
          <Heading as="h2" id={headingId} size="sm" wordBreak="break-word">
            {column.title}
          </Heading>
          <Badge variant="subtle">
            {column.cardList.length}
            <VisuallyHidden> {column.cardList.length === 1 ? 'card' : 'cards'}</VisuallyHidden>
          </Badge>
        </HStack>
        <Menu.Root>
          <Menu.Trigger asChild>
            <IconButton aria-label={`Column “${column.title}” actions`} size="xs" variant="ghost">
              <EllipsisIcon />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="rename" onClick={() => onRename(column)}>
                  Rename
                </Menu.Item>
                <Menu.Item value="left" disabled={index === 0} onClick={() => onPlaceColumn(column.id, index - 1)}>
                  Move left
                </Menu.Item>
                <Menu.Item
                  value="right"
                  disabled={index === columnCount - 1}
                  onClick={() => onPlaceColumn(column.id, index + 1)}
                >
                  Move right
                </Menu.Item>
                <Menu.Item value="delete" color="fg.error" onClick={() => onDelete(column)}>
                  Delete
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
      <Stack
        as="ul"
        ref={cardsRef}
        gap={2}
        listStyleType="none"
        p={0}
        m={0}
        minH="2.5rem"
        aria-labelledby={headingId}
        css={CARD_STYLES}
      >
        {column.cardList.slice(0, shown).map((card) => (
          <BoardCard
            key={card.id}
            card={card}
            labels={labels}
            members={members}
            onOpen={onOpenCard}
            onMoveMenu={onMoveMenu}
            onStep={onStepCard}
          />
        ))}
      </Stack>
      {hidden > 0 && (
        <Button ref={moreRef} size="xs" variant="ghost" onClick={() => setShown((count) => count + CARD_BATCH)}>
          Show {Math.min(hidden, CARD_BATCH)} more of {hidden} cards
        </Button>
      )}
      {column.cardList.length === 0 && (
        <Text fontSize="sm" color="fg.muted" px={1}>
          No cards yet: add one or drop one here.
        </Text>
      )}
      <AddCardForm columnTitle={column.title} onAdd={(title) => onAddCard(column.id, title)} />
    </Stack>
  );
});

function AddCardForm({ columnTitle, onAdd }: { columnTitle: string; onAdd: (title: string) => Promise<boolean> }) {
  const [title, setTitle] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    setSaving(true);
    const added = await onAdd(trimmed);
    setSaving(false);
    if (added) setTitle('');
  };
  return (
    <Box as="form" onSubmit={(event: FormEvent) => void submit(event)}>
      <HStack gap={1}>
        <Input
          size="sm"
          bg="bg.panel"
          value={title}
          maxLength={140}
          placeholder="New card title"
          aria-label={`New card in ${columnTitle}`}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          bg="bg.panel"
          loading={saving}
          aria-label={`Add card to ${columnTitle}`}
        >
          <PlusIcon />
          Add
        </Button>
      </HStack>
    </Box>
  );
}

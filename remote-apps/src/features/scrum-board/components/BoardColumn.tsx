import { memo, useState, type FormEvent } from 'react';
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
import { BoardCard } from './BoardCard';
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
  const [{ cardOver, columnOver }, drop] = useDrop({
    accept: [DRAG.card, DRAG.column],
    drop: (item: CardDragItem | ColumnDragItem, monitor) => {
      if (monitor.didDrop()) return;
      if ('cardId' in item) onDropCard(item.cardId, column.id, null);
      else if (item.columnId !== column.id) onPlaceColumn(item.columnId, index);
    },
    collect: (monitor) => ({
      cardOver: monitor.isOver({ shallow: true }) && monitor.getItemType() === DRAG.card,
      columnOver: monitor.isOver() && monitor.getItemType() === DRAG.column,
    }),
  });

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
      <Stack as="ul" gap={2} listStyleType="none" p={0} m={0} minH="2.5rem" aria-labelledby={headingId}>
        {column.cardList.map((card, cardIndex) => (
          <BoardCard
            key={card.id}
            card={card}
            columnId={column.id}
            index={cardIndex}
            labels={labels}
            members={members}
            onOpen={onOpenCard}
            onMoveMenu={onMoveMenu}
            onStep={onStepCard}
            onDrop={onDropCard}
          />
        ))}
      </Stack>
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

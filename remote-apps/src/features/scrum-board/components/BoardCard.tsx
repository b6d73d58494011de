import { memo, type KeyboardEvent } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import {
  Badge,
  Box,
  HStack,
  IconButton,
  Stack,
  Text,
  VisuallyHidden,
  EllipsisIcon,
  FileTextIcon,
  MessageSquareIcon,
} from 'shared-ui';
import type { ScrumCard, ScrumLabel, ScrumMember } from 'tessera-contracts';
import type { Direction } from '../model/board-edits';
import { DRAG, type CardDragItem } from './drag-items';
import { LABEL_PALETTE } from './label-palette';
import { MemberAvatars } from './MemberAvatars';

interface BoardCardProps {
  card: ScrumCard;
  columnId: number;
  index: number;
  labels: ReadonlyMap<number, ScrumLabel>;
  members: ReadonlyMap<number, ScrumMember>;
  onOpen: (cardId: number) => void;
  onMoveMenu: (cardId: number) => void;
  onStep: (cardId: number, direction: Direction) => void;
  onDrop: (cardId: number, columnId: number, index: number | null) => void;
}

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** One card on the board: drag it, or Alt + an arrow key on it, or its "Move" button. */
export const BoardCard = memo(function BoardCard({
  card,
  columnId,
  index,
  labels,
  members,
  onOpen,
  onMoveMenu,
  onStep,
  onDrop,
}: BoardCardProps) {
  const [{ dragging }, drag] = useDrag({
    type: DRAG.card,
    item: (): CardDragItem => ({ cardId: card.id }),
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });
  const [{ over }, drop] = useDrop({
    accept: DRAG.card,
    drop: (item: CardDragItem) => {
      if (item.cardId !== card.id) onDrop(item.cardId, columnId, index);
    },
    collect: (monitor) => ({ over: monitor.isOver() && monitor.getItem<CardDragItem>().cardId !== card.id }),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = KEY_DIRECTIONS[event.key];
    if (!direction || !event.altKey) return;
    event.preventDefault();
    onStep(card.id, direction);
  };

  const cardLabels = card.labels.map((id) => labels.get(id)).filter((label) => label !== undefined);
  const cardMembers = card.members.map((id) => members.get(id)).filter((member) => member !== undefined);

  return (
    <Box
      as="li"
      ref={(node: HTMLLIElement | null) => {
        drag(drop(node));
      }}
      data-card-id={card.id}
      bg="bg.panel"
      borderWidth="1px"
      borderColor={over ? 'colorPalette.solid' : 'border'}
      borderTopWidth={over ? '3px' : '1px'}
      colorPalette="blue"
      rounded="md"
      shadow="xs"
      opacity={dragging ? 0.4 : 1}
      cursor="grab"
      overflow="hidden"
    >
      {card.coverImage && (
        <Box asChild h="6rem" w="full" objectFit="cover">
          <img src={card.coverImage} alt="" loading="lazy" />
        </Box>
      )}
      <Stack gap={2} p={3}>
        {cardLabels.length > 0 && (
          <HStack gap={1} flexWrap="wrap">
            {cardLabels.map((label) => (
              <Badge key={label.id} colorPalette={LABEL_PALETTE[label.color]} variant="subtle" size="sm">
                {label.title}
              </Badge>
            ))}
          </HStack>
        )}
        <HStack align="start" gap={1}>
          <Box
            as="button"
            flex="1"
            textAlign="start"
            fontWeight="medium"
            wordBreak="break-word"
            data-card-opener=""
            onClick={() => onOpen(card.id)}
            onKeyDown={onKeyDown}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight"
            aria-describedby="scrum-card-keys"
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            rounded="sm"
          >
            {card.title}
          </Box>
          <IconButton
            aria-label={`Move “${card.title}”…`}
            size="2xs"
            variant="ghost"
            onClick={() => onMoveMenu(card.id)}
          >
            <EllipsisIcon />
          </IconButton>
        </HStack>
        {(cardMembers.length > 0 || card.comments.length > 0 || card.attachments.length > 0) && (
          <HStack justify="space-between" gap={2} color="fg.muted" fontSize="xs">
            <HStack gap={3}>
              {card.comments.length > 0 && (
                <HStack gap={1}>
                  <MessageSquareIcon size={14} aria-hidden />
                  <Text>
                    {card.comments.length}
                    <VisuallyHidden> {card.comments.length === 1 ? 'comment' : 'comments'}</VisuallyHidden>
                  </Text>
                </HStack>
              )}
              {card.attachments.length > 0 && (
                <HStack gap={1}>
                  <FileTextIcon size={14} aria-hidden />
                  <Text>
                    {card.attachments.length}
                    <VisuallyHidden> {card.attachments.length === 1 ? 'attachment' : 'attachments'}</VisuallyHidden>
                  </Text>
                </HStack>
              )}
            </HStack>
            <MemberAvatars members={cardMembers} max={3} />
          </HStack>
        )}
      </Stack>
    </Box>
  );
});

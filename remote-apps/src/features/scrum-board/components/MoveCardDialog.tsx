import { memo, useCallback, useState } from 'react';
import {
  Button,
  CloseButton,
  Dialog,
  FieldFrame,
  HStack,
  ModalFrame,
  NativeSelect,
  Stack,
  Text,
  ChevronDownIcon,
  ChevronUpIcon,
} from 'shared-ui';
import type { ScrumBoard } from 'tessera-contracts';
import { useBoardPart } from '../api/scrum-queries';
import { findCard, type Direction } from '../model/board-edits';

interface MoveCardDialogProps {
  boardId: number;
  cardId: number | null;
  onStep: (cardId: number, direction: Direction) => void;
  onPlace: (cardId: number, columnId: number, index: number | null) => void;
  onClose: () => void;
}

const STEPS: readonly { direction: Direction; label: string }[] = [
  { direction: 'up', label: 'Move up' },
  { direction: 'down', label: 'Move down' },
  { direction: 'left', label: 'Move to the previous column' },
  { direction: 'right', label: 'Move to the next column' },
];

/**
 * The keyboard's way to do every drag of a card: a step in each direction, or "Move to…" a column and place.
 * It follows the board only while open.
 */
export const MoveCardDialog = memo(function MoveCardDialog({
  boardId,
  cardId,
  onStep,
  onPlace,
  onClose,
}: MoveCardDialogProps) {
  const boardWhileOpen = useCallback((board: ScrumBoard) => (cardId === null ? null : board), [cardId]);
  const board = useBoardPart(boardId, boardWhileOpen).data ?? null;
  const place = board && cardId !== null ? findCard(board, cardId) : null;
  return (
    <ModalFrame open={place !== null} onClose={onClose} size="sm">
      {board && place && cardId !== null && (
        <MoveCardForm
          board={board}
          cardId={cardId}
          columnId={place.columnId}
          index={place.index}
          title={place.card.title}
          onStep={onStep}
          onPlace={onPlace}
          onClose={onClose}
        />
      )}
    </ModalFrame>
  );
});

function MoveCardForm({
  board,
  cardId,
  columnId,
  index,
  title,
  onStep,
  onPlace,
  onClose,
}: {
  board: ScrumBoard;
  cardId: number;
  columnId: number;
  index: number;
  title: string;
} & Omit<MoveCardDialogProps, 'boardId' | 'cardId'>) {
  const [targetColumn, setTargetColumn] = useState(columnId);
  const [targetIndex, setTargetIndex] = useState(index);
  const destination = board.list.find((column) => column.id === targetColumn);
  const places = (destination?.cardList.length ?? 0) + (targetColumn === columnId ? 0 : 1);
  const columnPosition = board.list.findIndex((column) => column.id === columnId);
  const atEdge: Record<Direction, boolean> = {
    up: index === 0,
    down: index === (board.list[columnPosition]?.cardList.length ?? 1) - 1,
    left: columnPosition === 0,
    right: columnPosition === board.list.length - 1,
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Move “{title}”</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={4}>
          <Text fontSize="sm" color="fg.muted">
            On the board, Alt + an arrow key on a card moves it one step.
          </Text>
          <HStack gap={2} flexWrap="wrap">
            {STEPS.map(({ direction, label }) => (
              <Button
                key={direction}
                size="sm"
                variant="outline"
                disabled={atEdge[direction]}
                onClick={() => onStep(cardId, direction)}
              >
                {direction === 'up' && <ChevronUpIcon />}
                {direction === 'down' && <ChevronDownIcon />}
                {label}
              </Button>
            ))}
          </HStack>
          <Stack as="fieldset" gap={3} borderTopWidth="1px" pt={3}>
            <Text as="legend" fontWeight="semibold">
              Move to…
            </Text>
            <FieldFrame label="Column">
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={targetColumn}
                  onChange={(event) => {
                    const id = Number(event.target.value);
                    setTargetColumn(id);
                    setTargetIndex(id === columnId ? index : 0);
                  }}
                >
                  {board.list.map((column) => (
                    <option key={column.id} value={column.id}>
                      {column.title}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FieldFrame>
            <FieldFrame label="Position">
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={Math.min(targetIndex, places - 1)}
                  onChange={(event) => setTargetIndex(Number(event.target.value))}
                >
                  {Array.from({ length: places }, (_unused, position) => (
                    <option key={position} value={position}>
                      {position + 1} of {places}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FieldFrame>
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button
          colorPalette="blue"
          onClick={() => {
            onPlace(cardId, targetColumn, Math.min(targetIndex, places - 1));
            onClose();
          }}
        >
          Move
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}

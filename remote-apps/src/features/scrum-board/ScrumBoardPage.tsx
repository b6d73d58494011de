import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { readableError } from 'shared-auth';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Flex,
  HStack,
  InlineAlert,
  KanbanIcon,
  LoadingState,
  PageLayout,
  PlusIcon,
  Text,
  VisuallyHidden,
  useParams,
} from 'shared-ui';
import type { ScrumColumn, ScrumLabel, ScrumMember } from 'tessera-contracts';
import { paths } from '../../paths';
import { useBoard, useLabels, useLiveBoard, useMembers } from './api/scrum-queries';
import { BoardColumn } from './components/BoardColumn';
import { BoardMembers } from './components/BoardMembers';
import { CardDialog } from './components/CardDialog';
import { MoveCardDialog } from './components/MoveCardDialog';
import { TitleDialog } from './components/TitleDialog';
import { useBoardActions } from './hooks/use-board-actions';
import { useBoardFeedback } from './hooks/use-board-feedback';
import type { Direction } from './model/board-edits';

type TitleEdit = { kind: 'add' } | { kind: 'rename'; column: ScrumColumn } | null;

/** One scrum board (`/scrum-board/:id`): its columns and cards, moved by drag and drop or from the keyboard. */
export default function ScrumBoardPage() {
  const boardId = Number(useParams().id);
  const board = useBoard(boardId);
  const labels = useLabels();
  const everyone = useMembers();
  const { announcement, error, dismissError, feedback } = useBoardFeedback();
  const actions = useBoardActions(boardId, feedback);
  useLiveBoard(boardId, board.data?.modified);

  const [openCard, setOpenCard] = useState<number | null>(null);
  const [movingCard, setMovingCard] = useState<number | null>(null);
  const [titleEdit, setTitleEdit] = useState<TitleEdit>(null);
  const [deleting, setDeleting] = useState<ScrumColumn | null>(null);

  const labelsById = useMemo(
    () => new Map<number, ScrumLabel>((labels.data ?? []).map((label) => [label.id, label])),
    [labels.data],
  );
  const membersById = useMemo(
    () => new Map<number, ScrumMember>((board.data?.members ?? []).map((member) => [member.id, member])),
    [board.data?.members],
  );
  const onRename = useCallback((column: ScrumColumn) => setTitleEdit({ kind: 'rename', column }), []);

  // A card moved from the keyboard is drawn anew in its new column: focus follows it there.
  const refocus = useRef<number | null>(null);
  const stepFromCard = useCallback(
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
  }, [board.data]);

  const breadcrumbs = [
    { label: 'Scrum board', href: paths.scrumBoard.boards },
    { label: board.data?.title ?? 'Board' },
  ];
  const notFound = board.isError && /not found/i.test(readableError(board.error));

  return (
    <PageLayout
      title={board.data?.title ?? 'Board'}
      breadcrumbs={breadcrumbs}
      actions={
        board.data && (
          <HStack gap={2} flexWrap="wrap">
            <BoardMembers
              members={board.data.members}
              everyone={everyone.data ?? []}
              onAdd={(member) => void actions.addMember(member.id, member.name)}
              onRemove={(member) => void actions.removeMember(member.id, member.name)}
            />
            <Button size="sm" colorPalette="blue" onClick={() => setTitleEdit({ kind: 'add' })}>
              <PlusIcon />
              Add column
            </Button>
          </HStack>
        )
      }
    >
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <VisuallyHidden id="scrum-card-keys">Alt and an arrow key move the card.</VisuallyHidden>
      {error && (
        <InlineAlert status="error" onDismiss={dismissError}>
          {error}
        </InlineAlert>
      )}

      {board.isPending ? (
        <LoadingState label="Loading the board" shape="cards" count={3} />
      ) : board.isError ? (
        notFound ? (
          <EmptyState
            title="This board does not exist"
            description="It may have been deleted. Pick another one from the boards list."
            icon={<KanbanIcon />}
          />
        ) : (
          <ErrorState
            title="Couldn't load the board"
            message={readableError(board.error)}
            onRetry={() => void board.refetch()}
          />
        )
      ) : board.data.list.length === 0 ? (
        <EmptyState
          title="No columns yet"
          description="Add the first column, such as “To do”."
          icon={<KanbanIcon />}
          action={
            <Button colorPalette="blue" onClick={() => setTitleEdit({ kind: 'add' })}>
              <PlusIcon />
              Add column
            </Button>
          }
        />
      ) : (
        <DndProvider backend={HTML5Backend}>
          <Text fontSize="sm" color="fg.muted" mb={2}>
            Drag cards and column headers, or use a card’s “Move” button (Alt + arrow keys on a card).
          </Text>
          {/*
            Its own width never widens the page: the columns scroll inside it (at phone width too). Positioned, so
            the visually hidden texts inside (absolutely placed) scroll with it rather than widen the page.
          */}
          <Flex
            position="relative"
            gap={3}
            align="start"
            overflowX="auto"
            pb={3}
            minW={0}
            maxW="full"
            css={{ contain: 'inline-size' }}
            role="region"
            aria-label="Board columns"
            tabIndex={0}
          >
            {board.data.list.map((column, index) => (
              <BoardColumn
                key={column.id}
                column={column}
                index={index}
                columnCount={board.data.list.length}
                labels={labelsById}
                members={membersById}
                onOpenCard={setOpenCard}
                onMoveMenu={setMovingCard}
                onStepCard={stepFromCard}
                onDropCard={actions.placeCard}
                onPlaceColumn={actions.placeColumn}
                onRename={onRename}
                onDelete={setDeleting}
                onAddCard={actions.addCard}
              />
            ))}
          </Flex>
        </DndProvider>
      )}

      {board.data && (
        <>
          <CardDialog
            board={board.data}
            cardId={openCard}
            labels={labels.data ?? []}
            everyone={everyone.data ?? board.data.members}
            onSave={actions.saveCard}
            onClose={() => setOpenCard(null)}
          />
          <MoveCardDialog
            board={board.data}
            cardId={movingCard}
            onStep={actions.stepCard}
            onPlace={actions.placeCard}
            onClose={() => setMovingCard(null)}
          />
        </>
      )}
      <TitleDialog
        open={titleEdit !== null}
        heading={titleEdit?.kind === 'rename' ? 'Rename column' : 'Add column'}
        label="Column title"
        initial={titleEdit?.kind === 'rename' ? titleEdit.column.title : ''}
        submitLabel={titleEdit?.kind === 'rename' ? 'Rename' : 'Add column'}
        onSubmit={(title) =>
          titleEdit?.kind === 'rename' ? actions.renameColumn(titleEdit.column.id, title) : actions.addColumn(title)
        }
        onClose={() => setTitleEdit(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete column “${deleting?.title ?? ''}”?`}
        description={`Its ${deleting?.cardList.length ?? 0} cards are deleted with it.`}
        confirmLabel="Delete column"
        onConfirm={() => {
          if (deleting) void actions.deleteColumn(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </PageLayout>
  );
}

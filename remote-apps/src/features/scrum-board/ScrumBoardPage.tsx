import { useCallback, useMemo, useState } from 'react';
import { readableError } from 'shared-auth';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  HStack,
  InlineAlert,
  KanbanIcon,
  LoadingState,
  PageLayout,
  PlusIcon,
  VisuallyHidden,
  useParams,
} from 'shared-ui';
import { BoardLiveRegion } from 'shared-ui/board';
import type { ScrumBoard, ScrumColumn, ScrumLabel, ScrumMember } from 'tessera-contracts';
import { ReadOnlyNote } from '@apps/access/ReadOnlyNote';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { useBoardPart } from './api/get-board';
import { useLabels } from './api/list-labels';
import { useMembers } from './api/list-members';
import { useLiveBoard } from './api/use-live-board';
import { BoardMembers } from './components/BoardMembers';
import { BoardView } from './components/BoardView';
import { CardDialog } from './components/CardDialog';
import { MemberAvatars } from './components/MemberAvatars';
import { TitleDialog } from './components/TitleDialog';
import { useBoardActions } from './hooks/use-board-actions';
import { useAnnouncement, useBoardFeedback, type Announcements } from './hooks/use-board-feedback';

const NO_LABELS: readonly ScrumLabel[] = [];

type TitleEdit = { kind: 'add' } | { kind: 'rename'; column: ScrumColumn } | null;

/** What the page around the columns shows of the board: it redraws when these change, not with every move. */
const frameOf = (board: ScrumBoard) => ({
  title: board.title,
  members: board.members,
  empty: board.list.length === 0,
});

/** Follows other people's changes; a component of its own, so that a new version redraws nothing else. */
function LiveUpdates({ boardId }: { boardId: number }) {
  useLiveBoard(boardId);
  return null;
}

/** The board engine's live region: what the last write did, or why it failed. Only it redraws for a message. */
function BoardAnnouncer({ announcements }: { announcements: Announcements }) {
  return <BoardLiveRegion message={useAnnouncement(announcements)} />;
}

/**
 * One scrum board (`/scrum-board/:id`): its columns and cards, moved by drag and drop or from the keyboard; for a
 * GUEST, shown as it is.
 */
export default function ScrumBoardPage() {
  const boardId = Number(useParams().id);
  const canEdit = useCanEditSharedData();
  const board = useBoardPart(boardId, frameOf);
  const labels = useLabels();
  const everyone = useMembers();
  const { announcements, error, dismissError, feedback } = useBoardFeedback();
  const actions = useBoardActions(boardId, feedback);

  const [openCard, setOpenCard] = useState<number | null>(null);
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
  const closeCard = useCallback(() => setOpenCard(null), []);

  const notFound = board.isError && /not found/i.test(readableError(board.error));

  return (
    <PageLayout
      title={board.data?.title ?? 'Board'}
      actions={
        board.data &&
        (canEdit ? (
          <HStack gap={2} flexWrap="wrap">
            <BoardMembers
              members={board.data.members}
              everyone={everyone.data ?? []}
              onAdd={(member) => void actions.addMember(member.id, member.name)}
              onRemove={(member) => void actions.removeMember(member.id, member.name)}
            />
            <Button size="sm" onClick={() => setTitleEdit({ kind: 'add' })}>
              <PlusIcon />
              Add column
            </Button>
          </HStack>
        ) : (
          <MemberAvatars members={board.data.members} max={5} />
        ))
      }
    >
      {!canEdit && <ReadOnlyNote subject="this board" />}
      {board.isSuccess && <LiveUpdates boardId={boardId} />}
      <BoardAnnouncer announcements={announcements} />
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
      ) : board.data.empty ? (
        <EmptyState
          title="No columns yet"
          description={canEdit ? 'Add the first column, such as “To do”.' : undefined}
          icon={<KanbanIcon />}
          action={
            canEdit && (
              <Button onClick={() => setTitleEdit({ kind: 'add' })}>
                <PlusIcon />
                Add column
              </Button>
            )
          }
        />
      ) : (
        <BoardView
          boardId={boardId}
          editable={canEdit}
          labels={labelsById}
          members={membersById}
          actions={actions}
          onOpenCard={setOpenCard}
          onRename={onRename}
          onDelete={setDeleting}
        />
      )}

      {board.data && (
        <CardDialog
          boardId={boardId}
          cardId={openCard}
          members={board.data.members}
          labels={labels.data ?? NO_LABELS}
          everyone={everyone.data ?? board.data.members}
          editable={canEdit}
          onSave={actions.saveCard}
          onClose={closeCard}
        />
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

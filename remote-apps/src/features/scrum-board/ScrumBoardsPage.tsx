import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { readableError } from 'shared-auth';
import {
  BRAND,
  Button,
  Card,
  EmptyState,
  ErrorState,
  FieldFrame,
  Box,
  HStack,
  InlineAlert,
  Input,
  KanbanIcon,
  LoadingState,
  PageLayout,
  PlusIcon,
  RouterLink,
  SimpleGrid,
  Text,
  useNavigate,
} from 'shared-ui';
import { ReadOnlyNote } from '@apps/access/ReadOnlyNote';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { useBoards } from './api/scrum-queries';
import { scrumKeys } from './api/scrum-keys';
import { addBoard } from './api/scrum-requests';
import { boardPath } from './boardPath';

/** The scrum boards (`/scrum-board`): every board of the team, and a new one (from the EDITOR role up). */
export default function ScrumBoardsPage() {
  const boards = useBoards();
  const canEdit = useCanEditSharedData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: addBoard,
    onSuccess: (list) => {
      client.setQueryData(scrumKeys.boards(), list);
      const created = list[list.length - 1];
      setTitle('');
      if (created) void navigate(boardPath(created.id));
    },
    onError: (error) => setProblem(`Couldn't create the board. ${readableError(error)}`),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setProblem('Give the new board a title.');
      return;
    }
    setProblem(null);
    create.mutate(trimmed);
  };

  return (
    <PageLayout title="Scrum board" description="Plan sprints on boards the whole team shares.">
      {!canEdit && <ReadOnlyNote subject="the team's boards" />}
      {canEdit && (
        <form onSubmit={submit} aria-label="New board">
          <HStack align="end" gap={3} mb={6} flexWrap="wrap">
            <Box flex="1" minW="12rem" maxW="24rem">
              <FieldFrame label="New board title">
                <Input value={title} maxLength={140} onChange={(event) => setTitle(event.target.value)} />
              </FieldFrame>
            </Box>
            <Button type="submit" colorPalette={BRAND} loading={create.isPending}>
              <PlusIcon />
              New board
            </Button>
          </HStack>
        </form>
      )}
      {problem && (
        <InlineAlert status="error" onDismiss={() => setProblem(null)}>
          {problem}
        </InlineAlert>
      )}
      {boards.isPending ? (
        <LoadingState label="Loading boards" shape="cards" count={3} />
      ) : boards.isError ? (
        <ErrorState
          title="Couldn't load the boards"
          message={readableError(boards.error)}
          onRetry={() => void boards.refetch()}
        />
      ) : boards.data.length === 0 ? (
        <EmptyState
          title="No boards yet"
          description={canEdit ? 'Create the first one above.' : undefined}
          icon={<KanbanIcon />}
        />
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap={4} listStyleType="none" p={0}>
          {boards.data.map((board) => (
            <Card.Root as="li" key={board.id} variant="outline" _hover={{ borderColor: 'colorPalette.solid' }}>
              <Card.Body>
                <HStack gap={3}>
                  <KanbanIcon aria-hidden />
                  <RouterLink to={boardPath(board.id)}>
                    <Text fontWeight="semibold" wordBreak="break-word">
                      {board.title}
                    </Text>
                  </RouterLink>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </PageLayout>
  );
}

import { useState } from 'react';
import { readableError } from 'shared-auth';
import {
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
import { Form, Formik, FormFocus, useField } from 'shared-ui/forms';
import { SCRUM_TITLE_MAX } from 'tessera-contracts';
import { ReadOnlyNote } from '@apps/access/ReadOnlyNote';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { useAddBoard } from './api/add-board';
import { useBoards } from './api/list-boards';
import { useLiveBoards } from './api/use-live-boards';
import { boardPath } from './boardPath';
import { newBoardSchema, type NewBoardValues } from './model/new-board-form';

/** The new board's title beside its button, as one field. */
function TitleField({ creating }: { creating: boolean }) {
  const [field, meta] = useField<string>('title');
  return (
    <FieldFrame label="New board title" errorText={meta.touched ? meta.error : undefined}>
      <HStack w="full" gap={3}>
        <Input {...field} maxLength={SCRUM_TITLE_MAX} />
        <Button type="submit" loading={creating} flexShrink={0}>
          <PlusIcon />
          New board
        </Button>
      </HStack>
    </FieldFrame>
  );
}

/** The scrum boards (`/scrum-board`): every board of the team, and a new one (from the EDITOR role up). */
export default function ScrumBoardsPage() {
  const boards = useBoards();
  useLiveBoards();
  const canEdit = useCanEditSharedData();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const create = useAddBoard({
    onAdded: (created) => void navigate(boardPath(created.id)),
    onRefused: (error) => setProblem(`Couldn't create the board. ${readableError(error)}`),
  });

  const submit = ({ title }: NewBoardValues) => {
    setProblem(null);
    create.mutate(title.trim());
  };

  return (
    <PageLayout title="Scrum board" description="Plan sprints on boards the whole team shares.">
      {!canEdit && <ReadOnlyNote subject="the team's boards" />}
      {canEdit && (
        <Formik<NewBoardValues>
          initialValues={{ title: '' }}
          validationSchema={newBoardSchema}
          validateOnBlur={false}
          onSubmit={submit}
        >
          <Box asChild mb={6} maxW="32rem">
            <Form noValidate aria-label="New board">
              <FormFocus />
              <TitleField creating={create.isPending} />
            </Form>
          </Box>
        </Formik>
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

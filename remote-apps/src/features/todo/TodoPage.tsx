import { useMemo, useState } from 'react';
import {
  ErrorState,
  LoadingState,
  PageLayout,
  PlusIcon,
  Button,
  Grid,
  Stack,
  WriteFeedback,
  useWriteFeedback,
} from 'shared-ui';
import type { Todo } from 'tessera-contracts';
import { ReadOnlyNote } from '@apps/access/ReadOnlyNote';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { useLiveTodos } from './api/use-live-todos';
import { TagManager } from './components/TagManager';
import { TodoEditorDialog } from './components/TodoEditorDialog';
import { TodoFilters } from './components/TodoFilters';
import { TodoList } from './components/TodoList';
import { useTodoBoard } from './hooks/use-todo-board';
import { countByStatus, filterTodos, isFiltered, NO_FILTERS, withoutUnknownTag } from './model/todo-filters';
import type { TodoFilterState } from './types';

interface EditorState {
  open: boolean;
  /** The todo as it was when the editor opened; null while adding. */
  todo: Todo | null;
}

/** The Todo demo app (`/todo/list`), following changes made by others as they are made. */
export default function TodoPage() {
  useLiveTodos();
  const { todos, tags, status, loadError, retry } = useTodoBoard();
  const { announcement, problem, dismissProblem, feedback } = useWriteFeedback();
  const canEdit = useCanEditSharedData();
  const [chosenFilters, setFilters] = useState<TodoFilterState>(NO_FILTERS);
  const [editor, setEditor] = useState<EditorState>({ open: false, todo: null });

  const filters = useMemo(() => withoutUnknownTag(chosenFilters, tags), [chosenFilters, tags]);
  const visibleTodos = useMemo(() => filterTodos(todos, filters), [todos, filters]);
  const counts = useMemo(() => countByStatus(todos, filters), [todos, filters]);

  const addButton = (
    <Button disabled={status !== 'ready'} onClick={() => setEditor({ open: true, todo: null })}>
      <PlusIcon />
      Add todo
    </Button>
  );

  return (
    <PageLayout
      title="Todo"
      description="Plan what matters, star it, and tick it off."
      actions={canEdit ? addButton : undefined}
    >
      {!canEdit && <ReadOnlyNote subject="the todo list" />}
      <WriteFeedback announcement={announcement} problem={problem} onDismissProblem={dismissProblem} />

      {status === 'error' ? (
        <ErrorState title="Couldn't load your todos" message={loadError} onRetry={retry} />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap={6} alignItems="start">
          <Stack gap={5} minW={0}>
            <TodoFilters
              filters={filters}
              counts={status === 'ready' ? counts : null}
              tags={tags}
              onChange={setFilters}
            />
            <TodoList
              todos={visibleTodos}
              total={todos.length}
              loading={status === 'loading'}
              filtered={isFiltered(filters)}
              tags={tags}
              feedback={feedback}
              onClearFilters={() => setFilters(NO_FILTERS)}
              onEdit={(todo) => setEditor({ open: true, todo })}
            />
          </Stack>
          {status === 'ready' ? (
            <TagManager tags={tags} feedback={feedback} />
          ) : (
            <LoadingState label="Loading tags" shape="lines" count={4} />
          )}
        </Grid>
      )}

      <TodoEditorDialog
        open={editor.open}
        todo={editor.todo}
        tags={tags}
        feedback={feedback}
        onClose={() => setEditor((previous) => ({ ...previous, open: false }))}
      />
    </PageLayout>
  );
}

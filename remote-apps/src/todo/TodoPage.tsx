import { Box, Button, Flex, Grid, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { ErrorAlert } from './ErrorAlert';
import { PlusIcon } from './icons';
import { TagManager } from './TagManager';
import { changesFromDraft, toNewTodo, type TodoDraft } from './todo-draft';
import { countByStatus, filterTodos, isFiltered, NO_FILTERS } from './todo-filters';
import { TodoEditorDialog } from './TodoEditorDialog';
import { TodoFilters } from './TodoFilters';
import { TodoList } from './TodoList';
import type { Outcome, SaveOutcome, Todo, TodoFilterState } from './types';
import { useTodos } from './useTodos';

interface EditorState {
  open: boolean;
  /** The copy the form started from; null while adding. */
  todo: Todo | null;
  /** The version an edit is saved on top of: the todo's, or the newer one a refused save showed the user. */
  baseModified?: string;
}

/** The Todo demo app (`/todo/list`). */
export default function TodoPage() {
  const {
    todos,
    tags,
    status,
    loadError,
    actionError,
    dismissActionError,
    announcement,
    savingIds,
    reload,
    addTodo,
    saveTodo,
    toggleFlag,
    removeTodo,
    moveTodo,
    addTag,
    removeTag,
  } = useTodos();
  const [chosenFilters, setFilters] = useState<TodoFilterState>(NO_FILTERS);
  const [editor, setEditor] = useState<EditorState>({ open: false, todo: null });

  // A tag deleted while it is the active filter would leave an empty list and a blank select: drop it.
  const filters = useMemo(
    () =>
      chosenFilters.tagId !== null && !tags.some((tag) => tag.id === chosenFilters.tagId)
        ? { ...chosenFilters, tagId: null }
        : chosenFilters,
    [chosenFilters, tags],
  );
  const visibleTodos = useMemo(() => filterTodos(todos, filters), [todos, filters]);
  const counts = useMemo(() => countByStatus(todos, filters), [todos, filters]);

  async function submitDraft(draft: TodoDraft): Promise<Outcome | SaveOutcome> {
    const editing = editor.todo;
    if (!editing) return addTodo(toNewTodo(draft));
    // Diff against the copy the form started from, so only what the user changed is sent.
    const changes = changesFromDraft(editing, draft);
    if (Object.keys(changes).length === 0) return { ok: true };
    const outcome = await saveTodo(editing, changes, editor.baseModified ?? editing.modified);
    const latest = outcome.ok ? undefined : outcome.latest;
    if (latest) setEditor((previous) => ({ ...previous, baseModified: latest.modified }));
    return outcome;
  }

  return (
    <Box px={{ base: 4, md: 6 }} py={6} maxW="7xl" mx="auto">
      <Stack gap={5}>
        <Flex justify="space-between" align="center" gap={4} wrap="wrap">
          <Box>
            <Heading as="h1" size="2xl">
              Todo
            </Heading>
            <Text color="fg.muted">Plan what matters, star it, and tick it off.</Text>
          </Box>
          <Button colorPalette="blue" disabled={status !== 'ready'} onClick={() => setEditor({ open: true, todo: null })}>
            <PlusIcon />
            Add todo
          </Button>
        </Flex>

        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>

        {actionError && <ErrorAlert message={actionError} onDismiss={dismissActionError} />}

        {status === 'error' ? (
          <ErrorAlert
            title="Couldn't load your todos"
            message={loadError ?? ''}
            action={
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => void reload()}>
                Retry
              </Button>
            }
          />
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
                savingIds={savingIds}
                onClearFilters={() => setFilters(NO_FILTERS)}
                onToggle={(todo, flag) => void toggleFlag(todo, flag)}
                onEdit={(todo) => setEditor({ open: true, todo })}
                onDelete={(todo) => void removeTodo(todo)}
                onMove={(todo, target) => void moveTodo(todo, target)}
              />
            </Stack>
            {status === 'ready' ? (
              <TagManager tags={tags} onAdd={addTag} onRemove={removeTag} />
            ) : (
              <Skeleton height="40" borderRadius="md" />
            )}
          </Grid>
        )}
      </Stack>

      <TodoEditorDialog
        open={editor.open}
        todo={editor.todo}
        tags={tags}
        onSubmit={submitDraft}
        onClose={() => setEditor((previous) => ({ ...previous, open: false }))}
      />
    </Box>
  );
}

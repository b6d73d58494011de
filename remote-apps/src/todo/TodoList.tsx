import { Button, EmptyState, Heading, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ChecklistIcon, SearchIcon } from './icons';
import { TodoItem } from './TodoItem';
import type { Tag, Todo, TodoFlag } from './types';

interface TodoListProps {
  /** The todos that pass the filters, in display order. */
  todos: Todo[];
  /** How many todos there are before filtering. */
  total: number;
  loading: boolean;
  filtered: boolean;
  tags: Tag[];
  savingIds: ReadonlySet<number>;
  onClearFilters: () => void;
  onToggle: (todo: Todo, flag: TodoFlag) => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
  onMove: (todo: Todo, target: Todo) => void;
}

type Direction = 'up' | 'down';

function LoadingRows() {
  return (
    <Stack gap={2} aria-busy="true">
      <VisuallyHidden role="status">Loading todos…</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height="14" borderRadius="md" />
      ))}
    </Stack>
  );
}

export function TodoList({
  todos,
  total,
  loading,
  filtered,
  tags,
  savingIds,
  onClearFilters,
  onToggle,
  onEdit,
  onDelete,
  onMove,
}: TodoListProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [pendingDelete, setPendingDelete] = useState<Todo | null>(null);
  // Where keyboard focus should land once the list has re-rendered after a move or a delete.
  const [focusRequest, setFocusRequest] = useState<{ id: number; control: Direction } | null>(null);
  const focusAfterDelete = useRef<number | null>(null);
  const tagsById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);

  function rowControl(id: number, selector: string): HTMLButtonElement | null {
    return listRef.current?.querySelector<HTMLButtonElement>(`[data-todo-id="${id}"] ${selector}`) ?? null;
  }

  // Moving a row re-inserts its DOM node, which drops focus; put it back on the same control, or on the other
  // move button when this one just became disabled at the end of the list.
  useEffect(() => {
    if (!focusRequest) return;
    const { id, control } = focusRequest;
    const other: Direction = control === 'up' ? 'down' : 'up';
    const target = [rowControl(id, `[data-move="${control}"]`), rowControl(id, `[data-move="${other}"]`)].find(
      (button) => button && !button.disabled,
    );
    target?.focus();
    setFocusRequest(null);
  }, [focusRequest, todos]);

  function move(todo: Todo, direction: Direction) {
    const index = todos.findIndex((item) => item.id === todo.id);
    const target = todos[direction === 'up' ? index - 1 : index + 1];
    if (index < 0 || !target) return;
    onMove(todo, target);
    setFocusRequest({ id: todo.id, control: direction });
  }

  function confirmDelete() {
    if (!pendingDelete) return;
    const index = todos.findIndex((item) => item.id === pendingDelete.id);
    const neighbour = todos[index + 1] ?? todos[index - 1];
    focusAfterDelete.current = neighbour ? neighbour.id : null;
    onDelete(pendingDelete);
    setPendingDelete(null);
  }

  function cancelDelete() {
    if (!pendingDelete) return;
    focusAfterDelete.current = pendingDelete.id;
    setPendingDelete(null);
  }

  const summary = filtered ? `Showing ${todos.length} of ${total}` : `${total} ${total === 1 ? 'todo' : 'todos'}`;

  let body;
  if (loading) {
    body = <LoadingRows />;
  } else if (total === 0) {
    body = (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="md">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <ChecklistIcon />
          </EmptyState.Indicator>
          <EmptyState.Title>No todos yet</EmptyState.Title>
          <EmptyState.Description>Use “Add todo” to create your first one.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else if (todos.length === 0) {
    body = (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="md">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <SearchIcon />
          </EmptyState.Indicator>
          <EmptyState.Title>Nothing matches these filters</EmptyState.Title>
          <EmptyState.Description>Try another filter or search, or clear them to see every todo.</EmptyState.Description>
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            Show all todos
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <Stack asChild gap={2} listStyleType="none" m={0} p={0}>
        <ul role="list" aria-labelledby={headingId} ref={listRef}>
          {todos.map((todo, index) => (
            <TodoItem
              key={todo.id}
              todo={todo}
              tagsById={tagsById}
              saving={savingIds.has(todo.id)}
              canMoveUp={index > 0}
              canMoveDown={index < todos.length - 1}
              onToggle={onToggle}
              onEdit={onEdit}
              onDelete={setPendingDelete}
              onMove={move}
            />
          ))}
        </ul>
      </Stack>
    );
  }

  return (
    <Stack gap={3}>
      <HStack justify="space-between" align="baseline">
        <Heading as="h2" size="md" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
          Todos
        </Heading>
        {!loading && (
          <Text fontSize="sm" color="fg.muted">
            {summary}
          </Text>
        )}
      </HStack>
      {body}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete todo?"
        description={pendingDelete ? `“${pendingDelete.title}” will be deleted. This cannot be undone.` : ''}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
        finalFocusEl={() => {
          const id = focusAfterDelete.current;
          return (id !== null ? rowControl(id, '[data-action="delete"]') : null) ?? headingRef.current;
        }}
      />
    </Stack>
  );
}

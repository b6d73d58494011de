import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  ConfirmDialog,
  EmptyState,
  ListChecksIcon,
  LoadingState,
  plural,
  SearchIcon,
  Button,
  Heading,
  HStack,
  Stack,
  Text,
  type WriteFeedbackTarget,
} from 'shared-ui';
import type { Todo, TodoTag } from 'tessera-contracts';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { useDeleteTodo } from '../api/delete-todo';
import { useMoveTodo } from '../api/move-todo';
import { TodoItem, type MoveDirection } from './TodoItem';

interface TodoListProps {
  /** The todos that pass the filters, in display order. */
  todos: Todo[];
  /** How many todos there are before filtering. */
  total: number;
  loading: boolean;
  filtered: boolean;
  tags: TodoTag[];
  feedback: WriteFeedbackTarget;
  onClearFilters: () => void;
  onEdit: (todo: Todo) => void;
}

/** The todos, with the delete confirmation and keyboard moves; focus stays put while rows come and go. */
export function TodoList({ todos, total, loading, filtered, tags, feedback, onClearFilters, onEdit }: TodoListProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const deleteTodo = useDeleteTodo(feedback);
  const moveTodo = useMoveTodo(feedback);
  const canEdit = useCanEditSharedData();
  const [pendingDelete, setPendingDelete] = useState<Todo | null>(null);
  // Where keyboard focus should land once the list has re-rendered after a move or a delete.
  const [focusRequest, setFocusRequest] = useState<{ id: number; control: MoveDirection } | null>(null);
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
    const other: MoveDirection = control === 'up' ? 'down' : 'up';
    const target = [rowControl(id, `[data-move="${control}"]`), rowControl(id, `[data-move="${other}"]`)].find(
      (button) => button && !button.disabled,
    );
    target?.focus();
    setFocusRequest(null);
  }, [focusRequest, todos]);

  function move(todo: Todo, direction: MoveDirection) {
    const index = todos.findIndex((item) => item.id === todo.id);
    const target = todos[direction === 'up' ? index - 1 : index + 1];
    if (index < 0 || !target) return;
    moveTodo(todo, target);
    setFocusRequest({ id: todo.id, control: direction });
  }

  function confirmDelete() {
    if (!pendingDelete) return;
    const index = todos.findIndex((item) => item.id === pendingDelete.id);
    const neighbour = todos[index + 1] ?? todos[index - 1];
    focusAfterDelete.current = neighbour ? neighbour.id : null;
    deleteTodo(pendingDelete);
    setPendingDelete(null);
  }

  function cancelDelete() {
    if (!pendingDelete) return;
    focusAfterDelete.current = pendingDelete.id;
    setPendingDelete(null);
  }

  let body;
  if (loading) {
    body = <LoadingState label="Loading todos" count={4} />;
  } else if (total === 0) {
    body = (
      <EmptyState
        icon={<ListChecksIcon />}
        title="No todos yet"
        description={canEdit ? 'Use “Add todo” to create your first one.' : undefined}
      />
    );
  } else if (todos.length === 0) {
    body = (
      <EmptyState
        icon={<SearchIcon />}
        title="Nothing matches these filters"
        description="Try another filter or search, or clear them to see every todo."
        action={
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            Show all todos
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack asChild gap={2} listStyleType="none" m={0} p={0}>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- WebKit drops the list role of a bullet-less list */}
        <ul role="list" aria-labelledby={headingId} ref={listRef}>
          {todos.map((todo, index) => (
            <TodoItem
              key={todo.id}
              todo={todo}
              tagsById={tagsById}
              canMoveUp={index > 0}
              canMoveDown={index < todos.length - 1}
              feedback={feedback}
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
            {filtered ? `Showing ${todos.length} of ${total}` : plural(total, { one: 'todo', other: 'todos' })}
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

import { useState } from 'react';
import {
  Badge,
  Box,
  Checkbox,
  formatRelativeDay,
  HStack,
  InlineAlert,
  Link,
  RouterLink,
  Stack,
  StarIcon,
  Text,
  toIsoDate,
} from 'shared-ui';
import type { Todo } from 'tessera-contracts';
import { useSetTodoDone } from '../api/set-todo-done';
import { useTodoGlance } from '../api/list-todos';
import { WidgetCard } from './WidgetCard';

const SHOWN_TODOS = 5;

/** Open todos first, the important ones first among them, then by due date. */
function glanceOrder(todos: readonly Todo[]): Todo[] {
  return todos
    .filter((todo) => !todo.done)
    .sort((a, b) => Number(b.important) - Number(a.important) || a.dueDate.localeCompare(b.dueDate));
}

function TodoList({ todos }: { todos: Todo[] }) {
  const [failure, setFailure] = useState<string | null>(null);
  const setDone = useSetTodoDone(setFailure);
  const open = glanceOrder(todos);
  const done = todos.length - open.length;
  const today = toIsoDate(new Date());

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" aria-live="polite">
        <Badge colorPalette="blue">{open.length} open</Badge>
        <Badge colorPalette="green">{done} done</Badge>
        <Badge colorPalette="red">{open.filter((todo) => todo.important).length} important</Badge>
      </HStack>
      {failure && <InlineAlert status="error">{failure}</InlineAlert>}
      {open.length === 0 ? (
        <Text color="fg.muted">Everything is done.</Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0">
          {open.slice(0, SHOWN_TODOS).map((todo) => (
            <Box as="li" key={todo.id} py="1.5">
              <HStack justify="space-between" gap="3">
                <Checkbox.Root
                  checked={false}
                  disabled={setDone.isPending}
                  onCheckedChange={() => {
                    setFailure(null);
                    setDone.mutate({ todo, done: true });
                  }}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{todo.title}</Checkbox.Label>
                </Checkbox.Root>
                <HStack gap="1" flexShrink={0} color="fg.muted" textStyle="xs">
                  {todo.important && <StarIcon size={14} aria-label="Important" />}
                  {todo.dueDate && <Text>{formatRelativeDay(todo.dueDate.slice(0, 10), today)}</Text>}
                </HStack>
              </HStack>
            </Box>
          ))}
        </Box>
      )}
      <Link asChild textStyle="sm" colorPalette="green">
        <RouterLink to="/todo/list">Open the todo app</RouterLink>
      </Link>
    </Stack>
  );
}

/** The signed-in user's todos at a glance; ticking one marks it done in the todo app too. */
export function TodoGlance() {
  const todos = useTodoGlance();
  return (
    <WidgetCard title="To-do" description="Your open todos; tick one to mark it done." query={todos}>
      {(data) => <TodoList todos={data} />}
    </WidgetCard>
  );
}

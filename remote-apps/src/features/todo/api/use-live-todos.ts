// Live updates: the todos and tags are shared by every signed-in user, and the demo service's demo_update says
// when one of them changed, here or elsewhere.
import { useDemoUpdates } from 'shared-auth';
import { useQueryClient } from '@tanstack/react-query';
import { useReadsAfterWrites } from '@apps/live/use-reads-after-writes';
import { todosQueryOptions } from './list-todos';
import { tagsKey } from './list-tags';
import { todoKeys } from './todo-keys';

/** The todo app's collections on the demo service. */
const TODO_COLLECTIONS = ['todo', 'todo-tag'];

const listKey = todosQueryOptions().queryKey;

/**
 * While the page is open: a changed todo reads the list again, a changed tag the tags (a deleted tag also changes
 * the todos that carried it, each with its own update). Not while a write of this page's is on its way: the read
 * waits until they are all done. The echo of this page's own write is read too: a todo's update does not say
 * which version it made, so this page cannot tell its own from this user's in another tab.
 */
export function useLiveTodos(): void {
  const client = useQueryClient();
  const readAfterWrites = useReadsAfterWrites({ mutationKey: todoKeys.all });
  useDemoUpdates(TODO_COLLECTIONS, ({ collection }) => {
    const queryKey = collection === 'todo' ? listKey : tagsKey;
    readAfterWrites(collection, () => void client.invalidateQueries({ queryKey, exact: true }));
  });
}

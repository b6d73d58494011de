// Live updates for the boards list: a board added, renamed or deleted by someone else. Any change to a board's
// record reads the list again (a few ids and titles).
import { useQueryClient } from '@tanstack/react-query';
import { useDemoUpdates } from 'shared-auth';
import { scrumKeys } from './scrum-keys';
import { BOARD_COLLECTIONS } from './use-live-board';

/** While the boards list is shown: it follows the boards' changes made elsewhere. */
export function useLiveBoards(): void {
  const client = useQueryClient();
  useDemoUpdates(BOARD_COLLECTIONS, () => void client.invalidateQueries({ queryKey: scrumKeys.boards(), exact: true }));
}

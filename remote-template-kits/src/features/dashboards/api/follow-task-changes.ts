// The dashboards' figures are counts and sums over every task: a task written anywhere (here, another tab, another
// user) makes the figures on screen be read again, as the realtime server announces it.
import { useQueryClient } from '@tanstack/react-query';
import { useDoctypeUpdates } from 'shared-auth';
import { dashboardKeys } from './dashboard-keys';

/** While shown: the dashboards' task figures follow task writes made anywhere. */
export function useFollowTaskChanges(): void {
  const client = useQueryClient();
  useDoctypeUpdates('Task', () => void client.invalidateQueries({ queryKey: dashboardKeys.all }));
}

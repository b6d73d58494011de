import type { QueryClient } from '@tanstack/react-query';
import { resourceKey } from 'shared-auth';

/** After any write: the sidebar's tree and the boards read these doctypes. */
export function invalidateWorkspace(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    (['Spaces', 'Project', 'Puxeo Statuses'] as const).map((doctype) =>
      queryClient.invalidateQueries({ queryKey: resourceKey(doctype) }),
    ),
  ).then(() => undefined);
}

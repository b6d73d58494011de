// Whether the signed-in user may change tasks: the mock-server and Frappe allow Task writes from EDITOR up.
import { canAccess, useSession } from 'shared-auth';

export function useCanWriteTasks(): boolean {
  const role = useSession().user?.role;
  return role !== undefined && canAccess(role, 'editor');
}

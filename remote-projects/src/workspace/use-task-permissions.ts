// What the signed-in user may do to tasks, as the server enforces it: editors write, admins delete.
import { canAccess, useCurrentUser } from 'shared-auth';

export interface TaskPermissions {
  canEdit: boolean;
  canRemove: boolean;
}

export function useTaskPermissions(): TaskPermissions {
  const role = useCurrentUser()?.role;
  return {
    canEdit: role !== undefined && canAccess(role, 'editor'),
    canRemove: role !== undefined && canAccess(role, 'admin'),
  };
}

// Whether the signed-in user may change the demo apps' shared data (the todo list, the scrum boards, invoices,
// contacts): the rule the demo service enforces (SHARED_DATA_WRITE_ACCESS, an EDITOR or above). A GUEST's pages
// show that data without the controls that would change it; what is the user's own (a cart, messages, calendar
// events) is theirs to change whatever the role.
import { canAccess, useCurrentUser } from 'shared-auth';
import { SHARED_DATA_WRITE_ACCESS } from 'tessera-contracts';

export function useCanEditSharedData(): boolean {
  const role = useCurrentUser()?.role;
  return role !== undefined && canAccess(role, SHARED_DATA_WRITE_ACCESS);
}

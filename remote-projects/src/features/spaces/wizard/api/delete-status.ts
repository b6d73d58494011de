// Taking back a status the wizard created, when a later step failed.
import { deleteDoc } from 'shared-auth';

export function deleteStatus(name: string): Promise<void> {
  return deleteDoc('Puxeo Statuses', name);
}

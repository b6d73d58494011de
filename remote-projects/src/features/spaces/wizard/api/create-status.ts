// One of the statuses the wizard plans, for the new space or project (docs/frappe-backend.md, Doctypes).
import type { PuxeoStatus } from 'tessera-contracts';
import { createDoc } from 'shared-auth';
import type { PlannedStatus, WizardKind } from '../model/wizard-values';

export function createStatus(kind: WizardKind, parent: string, status: PlannedStatus): Promise<PuxeoStatus> {
  return createDoc<PuxeoStatus>('Puxeo Statuses', {
    name1: status.name,
    color: status.color,
    is_custom: kind === 'project' ? 1 : 0,
    [kind]: parent,
    position: status.position,
  });
}

// Taking back the space or project the wizard created, when a later step failed.
import { deleteDoc } from 'shared-auth';
import type { WizardKind } from '../model/wizard-values';

export const PARENT_DOCTYPE = { space: 'Spaces', project: 'Project' } as const satisfies Record<WizardKind, string>;

export function deleteParent(kind: WizardKind, name: string): Promise<void> {
  return deleteDoc(PARENT_DOCTYPE[kind], name);
}

// The wizard's new space (docs/frappe-backend.md, Doctypes).
import { createDoc } from 'shared-auth';
import type { Space } from 'tessera-contracts';

export function createSpace(values: { name: string; color: string }): Promise<Space> {
  return createDoc<Space>('Spaces', { name1: values.name, color: values.color });
}

// The data tables' query keys, under the Task doctype's key so a task changed in any remote refreshes them too.
import { resourceKey } from 'shared-auth';

export const tableTaskKeys = {
  all: [...resourceKey('Task'), 'data-tables'] as const,
};

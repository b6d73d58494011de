import { PlainAvatars } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { assigneeNames } from './people-names';

interface AssigneeAvatarsProps {
  task: Pick<Task, '_assign'>;
  people: ReadonlyMap<string, string>;
}

/** A task's assignees as initials avatars, each named by its full name; under a list's PLAIN_AVATARS_CSS. */
export function AssigneeAvatars({ task, people }: AssigneeAvatarsProps) {
  return <PlainAvatars names={assigneeNames(task, people)} label="Assignees" />;
}

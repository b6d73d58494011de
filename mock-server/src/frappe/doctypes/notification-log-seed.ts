// Sample notifications: the logs Frappe made when the seeded tasks were assigned (./todo-seed.ts), one for
// each assignee, from the task's owner who assigned it, at the time of the assignment.

import { assignedSubject, documentTitle, fullNameOf } from '../notification-logs';
import type { DocSeedContext } from '../resource/doctype';
import { signedInUser } from '../roles';

interface SeededAssignment {
  allocated_to: string;
  assigned_by: string;
  reference_type: string;
  reference_name: string;
  description: string;
  creation: string;
}

export function seedNotificationLogs({ insert, db }: DocSeedContext): void {
  const assignments = db
    .prepare(
      `SELECT allocated_to, assigned_by, reference_type, reference_name, description, creation FROM "tabToDo"
       WHERE status = 'Open' AND IFNULL(allocated_to, '') != '' AND IFNULL(assigned_by, '') != ''
         AND IFNULL(reference_type, '') != '' AND allocated_to != assigned_by
       ORDER BY creation ASC, name ASC`,
    )
    .all() as SeededAssignment[];
  for (const assignment of assignments) {
    const { assigned_by: assigner, reference_type: doctype, reference_name: name } = assignment;
    insert(
      {
        type: 'Assignment',
        subject: assignedSubject(fullNameOf(db, assigner), doctype, documentTitle(db, doctype, name)),
        document_type: doctype,
        document_name: name,
        email_content: `<div>${assignment.description}</div>`,
        for_user: assignment.allocated_to,
        from_user: assigner,
      },
      { owner: signedInUser(assigner, []), timestamp: assignment.creation },
    );
  }
}

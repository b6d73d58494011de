// How Frappe makes Notification Logs (frappe/desk/doctype/notification_log/notification_log.py
// make_notification_logs, and the subjects of frappe/desk/form/assign_to.py notify_assignment and
// frappe/desk/notifications.py notify_mentions). Frappe enqueues the making; here it happens in the request.
// A subject is HTML as Frappe writes it: names and titles are put in as they are, not escaped, so a client
// must read it as text, never as markup.

import type { Db } from '../db/open';
import type { NotificationType } from './doctypes/notification-log';
import { extractMentions } from './mentions';
import { quoteIdent, tableName } from './resource/doctype';
import type { ResourceService } from './resource/service';
import type { RequestUser } from './roles';

/** The field a doctype's documents are called by (its meta's title_field), where it is not the name. */
const TITLE_FIELDS: Readonly<Record<string, string>> = { Task: 'subject', Project: 'project_name' };

/** Frappe's get_title: the document's title field, or its name. */
export function documentTitle(db: Db, doctype: string, name: string): string {
  const field = TITLE_FIELDS[doctype];
  if (!field) return name;
  const row = db
    .prepare(`SELECT ${quoteIdent(field)} AS title FROM ${quoteIdent(tableName(doctype))} WHERE name = ?`)
    .get(name) as { title: string | null } | undefined;
  return row?.title ?? '';
}

/** Frappe's get_fullname: the user's full name, else their name. */
export function fullNameOf(db: Db, user: string): string {
  const row = db.prepare('SELECT full_name FROM "tabUser" WHERE name = ?').get(user) as
    { full_name: string | null } | undefined;
  return row?.full_name || user;
}

const bold = (text: string) => `<strong>${text}</strong>`;
const titleHtml = (title: string) => `<b class="subject-title">${title}</b>`;

export function assignedSubject(assigner: string, doctype: string, title: string): string {
  return `${bold(assigner)} assigned a new task ${bold(doctype)} ${titleHtml(title)} to you`;
}

export function unassignedSubject(remover: string, doctype: string, title: string): string {
  return `Your assignment on ${bold(doctype)} ${titleHtml(title)} has been removed by ${bold(remover)}`;
}

export function mentionedSubject(sender: string, doctype: string, title: string): string {
  return `${bold(sender)} mentioned you in a comment in ${bold(doctype)} ${titleHtml(title)}`;
}

/** What one event tells its users; each gets a log of their own. */
export interface NotificationValues {
  type: NotificationType;
  subject: string;
  documentType: string;
  documentName: string;
  emailContent?: string | null;
}

/** The enabled users among `users` (names or e-mail addresses, any case), each once: Frappe's _get_user_ids. */
function enabledUsers(db: Db, users: readonly string[]): string[] {
  const names = users.map((user) => {
    const row = db
      .prepare('SELECT name FROM "tabUser" WHERE enabled = 1 AND (name = ? COLLATE NOCASE OR email = ? COLLATE NOCASE)')
      .get(user, user) as { name: string } | undefined;
    return row?.name;
  });
  return [...new Set(names.filter((name): name is string => name !== undefined))];
}

/**
 * make_notification_logs: one log per enabled user, from the user whose action it was; nobody is told of their
 * own action, but for an Alert (a Notification rule) or Energy Point.
 */
export async function makeNotificationLogs(
  resources: ResourceService,
  from: RequestUser,
  users: readonly string[],
  values: NotificationValues,
): Promise<void> {
  for (const forUser of enabledUsers(resources.db, users)) {
    if (forUser === from.name && values.type !== 'Alert' && values.type !== 'Energy Point') continue;
    await resources.create(
      from,
      'Notification Log',
      {
        type: values.type,
        subject: values.subject,
        document_type: values.documentType,
        document_name: values.documentName,
        email_content: values.emailContent ?? null,
        for_user: forUser,
        from_user: from.name,
      },
      { ignorePermissions: true },
    );
  }
}

/**
 * notify_assignment: tells `allocatedTo` that the signed-in user assigned them a document, or removed the
 * assignment; nothing when they assigned it to themselves or are disabled.
 */
export async function notifyAssignment(
  resources: ResourceService,
  from: RequestUser,
  assignment: { assignedBy: string; allocatedTo: string; doctype: string; name: string },
  action: 'ASSIGN' | 'CLOSE',
  description?: string,
): Promise<void> {
  const { assignedBy, allocatedTo, doctype, name } = assignment;
  if (!assignedBy || !allocatedTo || assignedBy === allocatedTo) return;
  const actor = fullNameOf(resources.db, from.name);
  const title = documentTitle(resources.db, doctype, name);
  await makeNotificationLogs(resources, from, [allocatedTo], {
    type: 'Assignment',
    subject: action === 'ASSIGN' ? assignedSubject(actor, doctype, title) : unassignedSubject(actor, doctype, title),
    documentType: doctype,
    documentName: name,
    emailContent: description ? `<div>${description}</div>` : null,
  });
}

/** The mentioned users who may be told of it: enabled System Users (Frappe also asks allowed_in_mentions). */
function mentionableUsers(db: Db, users: readonly string[]): string[] {
  return users.filter((user) => {
    const row = db
      .prepare('SELECT user_type FROM "tabUser" WHERE name = ? COLLATE NOCASE AND enabled = 1')
      .get(user) as { user_type: string | null } | undefined;
    return row?.user_type === 'System User';
  });
}

/** notify_mentions: tells each user a comment on a document mentions that the signed-in user mentioned them. */
export async function notifyMentions(
  resources: ResourceService,
  from: RequestUser,
  comment: { doctype: string; name: string; content: string },
): Promise<void> {
  const mentioned = mentionableUsers(resources.db, extractMentions(comment.content));
  if (mentioned.length === 0) return;
  const sender = fullNameOf(resources.db, from.name);
  await makeNotificationLogs(resources, from, mentioned, {
    type: 'Mention',
    subject: mentionedSubject(sender, comment.doctype, documentTitle(resources.db, comment.doctype, comment.name)),
    documentType: comment.doctype,
    documentName: comment.name,
    emailContent: comment.content,
  });
}

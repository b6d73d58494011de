// What Frappe publishes when a document is inserted, saved or deleted (Document.notify_update, at commit):
// `doc_update {doctype, modified, name}` to the document's room and, but for child tables, `list_update
// {doctype, name, user}` to the doctype's room, `user` being who wrote. Neither carries field values: a client
// refetches what it shows. A Notification Log's insert also tells its user (notification_log.py after_insert:
// `notification`, an empty message).

import type { DocTypeDef, DocValues } from '../frappe/resource/doctype';
import type { RealtimeMessage } from './publisher';
import { docRoom, doctypeRoom, userRoom } from './rooms';

export type DocWrite = 'insert' | 'save' | 'delete';

export function documentMessages(def: DocTypeDef, doc: DocValues, write: DocWrite, user: string): RealtimeMessage[] {
  const name = String(doc.name);
  const messages: RealtimeMessage[] = [
    {
      event: 'doc_update',
      message: { doctype: def.name, modified: doc.modified ?? null, name },
      room: docRoom(def.name, name),
    },
  ];
  if (!def.istable) {
    messages.push({
      event: 'list_update',
      message: { doctype: def.name, name, user },
      room: doctypeRoom(def.name),
    });
  }
  if (def.name === 'Notification Log' && write === 'insert' && typeof doc.for_user === 'string') {
    messages.push({ event: 'notification', message: {}, room: userRoom(doc.for_user) });
  }
  return messages;
}

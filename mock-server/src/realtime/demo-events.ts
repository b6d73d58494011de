// The demo service's own realtime event: after each committed change to a demo record, `demo_update {collection,
// name, user}` (plus `parent {collection, name}` for a record that belongs to another, a chat message's room) to
// the room of each user who may see the record. No values: a client refetches what it shows.

import type { Db } from '../db/open';
import type { DemoChange, DemoChangeListener } from '../demo/engine/changes';
import { ADMINISTRATOR } from '../frappe/roles';
import type { RealtimeMessage, RealtimePublisher } from './publisher';
import { userRoom } from './rooms';

export function demoMessages(change: DemoChange, everyone: () => readonly string[]): RealtimeMessage[] {
  const { collection, name, user, parent } = change;
  const message = parent ? { collection, name, user, parent } : { collection, name, user };
  const readers = new Set(change.readers ?? everyone());
  return [...readers].map((reader) => ({ event: 'demo_update', message, room: userRoom(reader) }));
}

/** Every user who can sign in: who sees a shared record. */
function enabledUsers(db: Db): string[] {
  return db.prepare('SELECT name FROM "tabUser" WHERE enabled = 1 OR name = ?').pluck().all(ADMINISTRATOR) as string[];
}

export function publishDemoChanges(db: Db, publisher: RealtimePublisher): DemoChangeListener {
  return (change) => {
    for (const message of demoMessages(change, () => enabledUsers(db))) publisher.publish(message);
  };
}

// The demo service's own realtime event: after each committed change to a demo record, `demo_update {collection,
// name, user}` (plus `parent {collection, name}` for a record that belongs to another, a chat message's room) to
// the room of each user who may see the record. No values: a client refetches what it shows.

import type { Db } from '../db/open';
import type { DemoChange, DemoChangeListener } from '../demo/engine/changes';
import { ADMINISTRATOR } from '../frappe/roles';
import type { RealtimeMessage, RealtimePublisher } from './publisher';
import { SITE_ROOM, userRoom } from './rooms';

/** The rooms told of a change to a record every signed-in user sees (a shared record without an audience). */
export type EveryoneRooms = () => readonly string[];

export function demoMessages(change: DemoChange, everyone: EveryoneRooms): RealtimeMessage[] {
  const { collection, name, user, parent } = change;
  const message = parent ? { collection, name, user, parent } : { collection, name, user };
  const rooms = new Set(change.readers ? change.readers.map(userRoom) : everyone());
  return [...rooms].map((room) => ({ event: 'demo_update', message, room }));
}

/** Every user who can sign in, each in their own room: who sees a shared record, on the mock's own site. */
export function enabledUserRooms(db: Db): EveryoneRooms {
  return () =>
    (db.prepare('SELECT name FROM "tabUser" WHERE enabled = 1 OR name = ?').pluck().all(ADMINISTRATOR) as string[]).map(
      userRoom,
    );
}

/**
 * Beside a real Frappe site, whose users the demo service cannot list: the room its realtime server puts every
 * System User in (Frappe's own broadcast, publish_realtime without a room or user). A user of the app has a desk
 * role (the app's roles and Frappe's Projects roles are all desk roles), so is a System User.
 */
export const SITE_USERS_ROOM: EveryoneRooms = () => [SITE_ROOM];

export function publishDemoChanges(publisher: RealtimePublisher, everyone: EveryoneRooms): DemoChangeListener {
  return (change) => {
    for (const message of demoMessages(change, everyone)) publisher.publish(message);
  };
}

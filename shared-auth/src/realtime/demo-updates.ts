// The demo service's own realtime event: after each change to a demo record (a chat message, a scrum card, a
// todo…), `demo_update` to the room of each user who may see it — which record, who changed it, and the record it
// belongs to (a message's chat room). No values: a page reads again what it shows of that record.
import { useRealtimeEvent } from './use-realtime';

export interface DemoUpdate {
  collection: string;
  /** The record's id. */
  name: number;
  /** Who changed it (a user name). */
  user: string;
  /** The record it belongs to, for a collection that declares one. */
  parent?: { collection: string; name: number };
}

export function isDemoUpdate(value: unknown): value is DemoUpdate {
  if (typeof value !== 'object' || value === null) return false;
  const update = value as Record<string, unknown>;
  return typeof update.collection === 'string' && typeof update.name === 'number' && typeof update.user === 'string';
}

/** Calls `onUpdate` for each change to a record of `collections` that this user may see, while shown. */
export function useDemoUpdates(collections: readonly string[], onUpdate: (update: DemoUpdate) => void): void {
  useRealtimeEvent('demo_update', (payload) => {
    if (isDemoUpdate(payload) && collections.includes(payload.collection)) onUpdate(payload);
  });
}

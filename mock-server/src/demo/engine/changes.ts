// A committed change to one demo record, as the engine tells it (to the realtime server, ../../realtime/):
// which record, who made it, the record it belongs to, and who may see it, by the collection's own rule: a
// per-user record its owner, a shared one everyone signed in, unless the collection names its audience.
// Never the record's values.

export interface DemoChange {
  collection: string;
  /** The record's id. */
  name: number;
  /** Who made the change. */
  user: string;
  /** The record it belongs to (a chat message's room), when its collection declares one. */
  parent: { collection: string; name: number } | null;
  /** The user names that may see the record; null: every signed-in user. */
  readers: readonly string[] | null;
}

export type DemoChangeListener = (change: DemoChange) => void;

/** Hears nothing: servers without realtime clients (the demo service beside a real Frappe site). */
export const IGNORE_CHANGES: DemoChangeListener = () => undefined;

// What Frappe's realtime server (socket.io) sends, as it sends it: names and versions, never field values — a
// client reads the changed document itself.

/** To a doctype's room (`doctype_subscribe`) after any of its documents was inserted, saved or deleted. */
export interface ListUpdate {
  doctype: string;
  name: string;
  /** Who wrote: a user's own writes come back too. */
  user: string;
}

/** To a document's room (`doc_subscribe`) after it was saved or deleted. */
export interface DocUpdate {
  doctype: string;
  name: string;
  modified: string;
}

/** To everyone who has a document open (`doc_open`) when someone opens or closes it: who has it open now. */
export interface DocViewers {
  doctype: string;
  docname: string;
  users: string[];
}

/** The connection as a page shows it: `offline` once a connection was lost or refused, until it is back. */
export type RealtimeState = 'idle' | 'connecting' | 'connected' | 'offline';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isListUpdate(value: unknown): value is ListUpdate {
  return isObject(value) && typeof value.doctype === 'string' && typeof value.name === 'string';
}

export function isDocUpdate(value: unknown): value is DocUpdate {
  return isObject(value) && typeof value.doctype === 'string' && typeof value.name === 'string';
}

export function isDocViewers(value: unknown): value is DocViewers {
  return (
    isObject(value) &&
    typeof value.doctype === 'string' &&
    typeof value.docname === 'string' &&
    Array.isArray(value.users) &&
    value.users.every((user) => typeof user === 'string')
  );
}

// What a connected socket may ask, as Frappe's realtime/handlers/frappe_handlers.js answers it. On connection
// it joins its user's room, `website`, and `all` for a System User. Subscriptions to a doctype or a document,
// and opening a form, are checked for read permission (the REST API's own checks); a refusal is silent, as
// everything here is: no acknowledgement, no error. Job progress rooms are joined unchecked, as in Frappe.

import { docRoom, doctypeRoom, openDocRoom, SITE_ROOM, taskRoom, userRoom, WEBSITE_ROOM } from './rooms';
import type { RealtimeSocket } from './types';

/** Whether the socket's user may read the doctype, or with `docname` that document, now. */
export type ReadCheck = (socket: RealtimeSocket, doctype: string, docname?: string) => boolean;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const jobId = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/**
 * Tells everyone viewing a form who views it: `doc_viewers {doctype, docname, users}`, unless the one socket
 * left viewing it is the user who caused this (opening alone tells nobody).
 */
function notifyViewers(socket: RealtimeSocket, doctype: string, docname: string): void {
  const room = openDocRoom(doctype, docname);
  const ids = socket.nsp.adapter.rooms.get(room) ?? new Set<string>();
  // In the namespace's order of connection, as Frappe lists them.
  const users = [...socket.nsp.sockets.values()]
    .filter((viewer) => ids.has(viewer.id))
    .map((viewer) => viewer.data.identity.user.name);
  if (users.length === 1 && users[0] === socket.data.identity.user.name) return;
  socket.nsp.to(room).emit('doc_viewers', { doctype, docname, users: [...new Set(users)] });
}

export function registerFrappeHandlers(socket: RealtimeSocket, mayRead: ReadCheck): void {
  const { user, userType } = socket.data.identity;
  void socket.join(userRoom(user.name));
  void socket.join(WEBSITE_ROOM);
  if (userType === 'System User') void socket.join(SITE_ROOM);

  socket.on('ping', () => socket.emit('pong'));

  socket.on('doctype_subscribe', (doctypeArg) => {
    const doctype = text(doctypeArg);
    if (doctype && mayRead(socket, doctype)) void socket.join(doctypeRoom(doctype));
  });
  socket.on('doctype_unsubscribe', (doctypeArg) => {
    const doctype = text(doctypeArg);
    if (doctype) void socket.leave(doctypeRoom(doctype));
  });

  socket.on('doc_subscribe', (doctypeArg, docnameArg) => {
    const doctype = text(doctypeArg);
    const docname = text(docnameArg);
    if (doctype && docname && mayRead(socket, doctype, docname)) void socket.join(docRoom(doctype, docname));
  });
  socket.on('doc_unsubscribe', (doctypeArg, docnameArg) => {
    const doctype = text(doctypeArg);
    const docname = text(docnameArg);
    if (doctype && docname) void socket.leave(docRoom(doctype, docname));
  });

  socket.on('doc_open', (doctypeArg, docnameArg) => {
    const doctype = text(doctypeArg);
    const docname = text(docnameArg);
    if (!doctype || !docname || !mayRead(socket, doctype, docname)) return;
    void socket.join(openDocRoom(doctype, docname));
    socket.data.openDocs.push([doctype, docname]);
    notifyViewers(socket, doctype, docname);
  });
  socket.on('doc_close', (doctypeArg, docnameArg) => {
    const doctype = text(doctypeArg);
    const docname = text(docnameArg);
    if (!doctype || !docname) return;
    void socket.leave(openDocRoom(doctype, docname));
    // Frappe 15's doc_close empties the socket's list of open forms (its filter keeps none), so once it has
    // closed one form, its disconnecting tells the viewers of the others nothing. Kept, to behave the same.
    socket.data.openDocs = [];
    notifyViewers(socket, doctype, docname);
  });
  socket.on('disconnect', () => {
    for (const [doctype, docname] of socket.data.openDocs) notifyViewers(socket, doctype, docname);
  });

  socket.on('task_subscribe', (idArg) => {
    const id = jobId(idArg);
    if (id) void socket.join(taskRoom(id));
  });
  socket.on('progress_subscribe', (idArg) => {
    const id = jobId(idArg);
    if (id) void socket.join(taskRoom(id));
  });
  socket.on('task_unsubscribe', (idArg) => {
    const id = jobId(idArg);
    if (id) void socket.leave(taskRoom(id));
  });
}

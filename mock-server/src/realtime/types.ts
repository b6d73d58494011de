// The socket.io server's types: the events clients send (their arguments unchecked until a handler reads them),
// the events it sends, and what it keeps per socket.

import type { Namespace, Server, Socket } from 'socket.io';
import type { Credentials, SocketIdentity } from './identity';

export type ClientEvents = Record<string, (...args: unknown[]) => void>;
export type ServerEvents = Record<string, (message?: Readonly<Record<string, unknown>>) => void>;

export interface SocketData {
  identity: SocketIdentity;
  credentials: Credentials;
  /** The forms it opened (doc_open), whose other viewers are told when it disconnects. */
  openDocs: [doctype: string, docname: string][];
}

export type RealtimeServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
export type SiteNamespace = Namespace<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

// The tab's one connection to the backend's realtime server (Frappe's socket.io protocol), shared by every app. It
// is opened for the signed-in user once a page watches something, closed at sign-out and opened anew for another
// user (the server knows the user from the session cookie at connection time only).
//
// A page watches a room (a doctype's, a document's, an open document's) or an event sent to the user's own room;
// each room is joined once however many pages watch it, and left when the last one stops. After a lost connection
// comes back, every room is joined again and `onCatchUp` runs: what is on screen is read again, since nothing said
// what changed meanwhile.
import { isDocUpdate, isDocViewers, isListUpdate, type RealtimeState } from './realtime-events';

/** The part of a socket.io client socket this uses (a fake one in tests). */
export interface RealtimeSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** Opens a socket to the site's namespace (`/<site name>`, as Frappe's server requires). */
export type OpenSocket = (namespace: string) => Promise<RealtimeSocket>;

/** What joins and leaves a room on the server, e.g. `['doctype_subscribe', 'Task']`. */
type RoomRequest = readonly [event: string, ...args: string[]];

interface Room {
  join: RoomRequest | null;
  leave: RoomRequest | null;
  listeners: Set<(payload: unknown) => void>;
}

export interface RealtimeConnectionOptions {
  openSocket: OpenSocket;
  /** The site's name: the namespace to connect to. */
  site: () => string;
  /** After a connection came back: read again what is shown. */
  onCatchUp: () => void;
}

export class RealtimeConnection {
  private user: string | null = null;
  private socket: RealtimeSocket | null = null;
  /** A socket is open or being opened. */
  private active = false;
  /** Bumped when the socket is dropped, so a socket still being opened for an earlier user is thrown away. */
  private generation = 0;
  private connectedOnce = false;
  /** The socket is connected: a room joined now is asked for at once (else at the next connection). */
  private linked = false;
  private state: RealtimeState = 'idle';
  private readonly rooms = new Map<string, Room>();
  private readonly stateListeners = new Set<() => void>();

  constructor(private readonly options: RealtimeConnectionOptions) {}

  /** The signed-in user (their Frappe user name), or null: the connection follows the session. */
  follow(user: string | null): void {
    if (user === this.user) return;
    this.close();
    this.user = user;
    if (user && this.rooms.size > 0) this.open();
  }

  /**
   * Listens to `key`'s events (see `keyOf*`), joining the room with `join` first if no one had; returns the stop,
   * which leaves the room with `leave` when no one listens any more.
   */
  watch(key: string, join: RoomRequest | null, leave: RoomRequest | null, listener: (payload: unknown) => void) {
    let room = this.rooms.get(key);
    if (!room) {
      room = { join, leave, listeners: new Set() };
      this.rooms.set(key, room);
      if (join && this.linked) this.socket?.emit(...join);
    }
    // One entry per watch, so that one page watching twice with the same function stops once per watch.
    const entry = (payload: unknown) => listener(payload);
    room.listeners.add(entry);
    if (this.user && !this.active) this.open();
    return () => {
      const held = this.rooms.get(key);
      if (!held) return;
      held.listeners.delete(entry);
      if (held.listeners.size > 0) return;
      this.rooms.delete(key);
      if (held.leave && this.linked) this.socket?.emit(...held.leave);
    };
  }

  getState(): RealtimeState {
    return this.state;
  }

  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  }

  private setState(next: RealtimeState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.stateListeners]) listener();
  }

  private open(): void {
    const generation = ++this.generation;
    this.active = true;
    this.connectedOnce = false;
    this.setState('connecting');
    this.socket = null;
    this.options.openSocket(this.options.site()).then(
      (socket) => {
        if (generation !== this.generation) {
          socket.disconnect();
          return;
        }
        this.socket = socket;
        this.listen(socket);
      },
      () => {
        if (generation !== this.generation) return;
        this.active = false;
        this.setState('offline');
      },
    );
  }

  private listen(socket: RealtimeSocket): void {
    socket.on('connect', () => {
      this.linked = true;
      for (const room of this.rooms.values()) if (room.join) socket.emit(...room.join);
      // The server answers a socket's messages in order and acknowledges no join: its answer to a ping after
      // them says they were handled, so "connected" means events for those rooms reach this tab from then on.
      socket.emit('ping');
      if (this.connectedOnce) this.options.onCatchUp();
      this.connectedOnce = true;
    });
    socket.on('pong', () => this.setState('connected'));
    // The client library tries again by itself, with a growing wait, unless the server closed the socket.
    socket.on('disconnect', (reason: string) => {
      this.linked = false;
      this.setState('offline');
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('connect_error', () => this.setState('offline'));
    socket.onAny((event, payload) => this.deliver(event, payload));
  }

  /** Hands an event from the server to the watchers of its room. */
  deliver(event: string, payload: unknown): void {
    for (const key of keysOf(event, payload)) {
      const room = this.rooms.get(key);
      if (room) for (const listener of [...room.listeners]) listener(payload);
    }
  }

  private close(): void {
    this.generation++;
    this.active = false;
    this.linked = false;
    this.socket?.disconnect();
    this.socket = null;
    this.setState('idle');
  }
}

export const keyOfDoctype = (doctype: string) => `doctype:${doctype}`;
export const keyOfDoc = (doctype: string, name: string) => `doc:${doctype}/${name}`;
export const keyOfOpenDoc = (doctype: string, name: string) => `open_doc:${doctype}/${name}`;
export const keyOfEvent = (event: string) => `event:${event}`;

/** Whose listeners an event from the server is for. */
function keysOf(event: string, payload: unknown): string[] {
  if (event === 'list_update' && isListUpdate(payload)) return [keyOfDoctype(payload.doctype)];
  if (event === 'doc_update' && isDocUpdate(payload)) return [keyOfDoc(payload.doctype, payload.name)];
  if (event === 'doc_viewers' && isDocViewers(payload)) return [keyOfOpenDoc(payload.doctype, payload.docname)];
  return [keyOfEvent(event)];
}

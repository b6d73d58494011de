import { keyOfDoctype, keyOfEvent, RealtimeConnection, type RealtimeSocket } from './realtime-connection';

/** A socket as the client library gives it, driven by the test in the server's place. */
class FakeSocket implements RealtimeSocket {
  readonly sent: unknown[][] = [];
  disconnected = false;
  reconnects = 0;
  private readonly handlers = new Map<string, ((...args: never[]) => void)[]>();
  private readonly anyHandlers: ((event: string, ...args: unknown[]) => void)[] = [];

  on(event: string, listener: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.anyHandlers.push(listener);
  }
  emit(...args: unknown[]) {
    this.sent.push(args);
  }
  connect() {
    this.reconnects++;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The library's own events (connect, disconnect). */
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) (handler as (...a: unknown[]) => void)(...args);
  }
  /** An event from the server. */
  receive(event: string, payload: unknown) {
    for (const handler of this.anyHandlers) handler(event, payload);
  }
}

function setUp() {
  const sockets: FakeSocket[] = [];
  const namespaces: string[] = [];
  let catchUps = 0;
  const connection = new RealtimeConnection({
    openSocket: async (namespace) => {
      namespaces.push(namespace);
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    site: () => 'tessera.localhost',
    onCatchUp: () => void catchUps++,
  });
  return { connection, sockets, namespaces, catchUps: () => catchUps };
}

/** Lets the socket's (asynchronous) opening finish. */
const opened = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const TASKS = keyOfDoctype('Task');
const SUBSCRIBE: readonly [string, string] = ['doctype_subscribe', 'Task'];
const UNSUBSCRIBE: readonly [string, string] = ['doctype_unsubscribe', 'Task'];

test('nothing is opened until a signed-in user watches something, then one socket to the site', async () => {
  const { connection, sockets, namespaces } = setUp();
  connection.watch(TASKS, SUBSCRIBE, UNSUBSCRIBE, () => undefined);
  await opened();
  expect(sockets).toHaveLength(0);

  connection.follow('ada@example.com');
  connection.watch(keyOfEvent('notification'), null, null, () => undefined);
  await opened();
  expect(namespaces).toEqual(['tessera.localhost']);
  expect(connection.getState()).toBe('connecting');
});

test('a room is joined once for every watcher, on connection, and left when the last one stops', async () => {
  const { connection, sockets } = setUp();
  connection.follow('ada@example.com');
  const stopFirst = connection.watch(TASKS, SUBSCRIBE, UNSUBSCRIBE, () => undefined);
  const stopSecond = connection.watch(TASKS, SUBSCRIBE, UNSUBSCRIBE, () => undefined);
  await opened();
  const [socket] = sockets;
  socket?.fire('connect');
  expect(socket?.sent).toEqual([['doctype_subscribe', 'Task'], ['ping']]);

  stopFirst();
  expect(socket?.sent).toHaveLength(2);
  stopSecond();
  expect(socket?.sent).toEqual([['doctype_subscribe', 'Task'], ['ping'], ['doctype_unsubscribe', 'Task']]);
});

test('connected once the server has answered a ping sent after the joins; a room watched meanwhile is joined at once', async () => {
  const { connection, sockets } = setUp();
  connection.follow('ada@example.com');
  connection.watch(TASKS, SUBSCRIBE, UNSUBSCRIBE, () => undefined);
  await opened();
  const socket = sockets[0]!;
  socket.fire('connect');
  expect(connection.getState()).toBe('connecting');
  connection.watch(keyOfDoctype('Project'), ['doctype_subscribe', 'Project'], null, () => undefined);
  socket.fire('pong');
  expect(connection.getState()).toBe('connected');
  expect(socket.sent).toEqual([['doctype_subscribe', 'Task'], ['ping'], ['doctype_subscribe', 'Project']]);
});

test('each event reaches the watchers of its room only', async () => {
  const { connection, sockets } = setUp();
  connection.follow('ada@example.com');
  const tasks: unknown[] = [];
  const projects: unknown[] = [];
  const notifications: unknown[] = [];
  connection.watch(TASKS, SUBSCRIBE, UNSUBSCRIBE, (payload) => tasks.push(payload));
  connection.watch(keyOfDoctype('Project'), null, null, (payload) => projects.push(payload));
  connection.watch(keyOfEvent('notification'), null, null, (payload) => notifications.push(payload));
  await opened();
  const socket = sockets[0]!;
  socket.fire('connect');

  const moved = { doctype: 'Task', name: 'TASK-1', user: 'bo@example.com' };
  socket.receive('list_update', moved);
  socket.receive('notification', undefined);
  socket.receive('list_update', { doctype: 'Comment', name: 'C-1', user: 'bo@example.com' });
  expect(tasks).toEqual([moved]);
  expect(projects).toEqual([]);
  expect(notifications).toEqual([undefined]);
});

test('after a lost connection comes back, the rooms are joined again and what is shown is read again', async () => {
  const { connection, sockets, catchUps } = setUp();
  connection.follow('ada@example.com');
  connection.watch(TASKS, SUBSCRIBE, UNSUBSCRIBE, () => undefined);
  await opened();
  const socket = sockets[0]!;
  socket.fire('connect');
  expect(catchUps()).toBe(0);

  socket.fire('disconnect', 'transport close');
  expect(connection.getState()).toBe('offline');
  expect(socket.reconnects).toBe(0);
  socket.fire('connect');
  socket.fire('pong');
  expect(connection.getState()).toBe('connected');
  expect(socket.sent).toEqual([['doctype_subscribe', 'Task'], ['ping'], ['doctype_subscribe', 'Task'], ['ping']]);
  expect(catchUps()).toBe(1);
});

test('a socket the server closed is opened again (the library would not)', async () => {
  const { connection, sockets } = setUp();
  connection.follow('ada@example.com');
  connection.watch(TASKS, SUBSCRIBE, UNSUBSCRIBE, () => undefined);
  await opened();
  sockets[0]!.fire('connect');
  sockets[0]!.fire('disconnect', 'io server disconnect');
  expect(sockets[0]!.reconnects).toBe(1);
});

test('at sign-out the socket is closed; another user gets a socket of their own, with the same rooms', async () => {
  const { connection, sockets } = setUp();
  connection.follow('ada@example.com');
  connection.watch(TASKS, SUBSCRIBE, UNSUBSCRIBE, () => undefined);
  await opened();
  sockets[0]!.fire('connect');

  connection.follow(null);
  expect(sockets[0]!.disconnected).toBe(true);
  expect(connection.getState()).toBe('idle');

  connection.follow('bo@example.com');
  await opened();
  expect(sockets).toHaveLength(2);
  sockets[1]!.fire('connect');
  expect(sockets[1]!.sent).toEqual([['doctype_subscribe', 'Task'], ['ping']]);
});

test('a socket still being opened for a user who has signed out is closed as it arrives', async () => {
  const { connection, sockets } = setUp();
  connection.follow('ada@example.com');
  connection.watch(TASKS, SUBSCRIBE, UNSUBSCRIBE, () => undefined);
  connection.follow(null);
  await opened();
  expect(sockets[0]!.disconnected).toBe(true);
  expect(connection.getState()).toBe('idle');
});

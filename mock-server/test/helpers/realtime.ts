// socket.io clients of a test server's realtime server, as a browser page of the same origin connects: to the
// site's namespace, with an Origin and the page's cookies. Waiting is on real conditions only: an event, a
// connect or a connect_error, and a ping answered (`settled`), which proves that everything the server sent
// the socket before it has arrived.

import { io, type Socket } from 'socket.io-client';
import type { Client, TestServer } from './server';

export const SITE = 'tessera.localhost';

export interface ConnectOptions {
  /** The Cookie header; the default is none. */
  cookie?: string;
  /** Default: the server's own origin. */
  origin?: string;
  /** Default: `/tessera.localhost`, the site's. */
  namespace?: string;
  headers?: Record<string, string>;
}

/** A received event with its message. */
export interface Received {
  event: string;
  message: unknown;
}

/** A connected socket that records every event it receives. */
export class RealtimeClient {
  readonly received: Received[] = [];
  private readonly waiting: { event: string; resolve: (message: unknown) => void }[] = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, message: unknown) => {
      this.received.push({ event, message });
      const index = this.waiting.findIndex((waiter) => waiter.event === event);
      if (index >= 0) this.waiting.splice(index, 1)[0]?.resolve(message);
    });
  }

  /** The messages of the `event` events received so far. */
  messagesOf(event: string): unknown[] {
    return this.received.filter((item) => item.event === event).map((item) => item.message);
  }

  /** Resolves with the next `event` to arrive from now on. */
  next(event: string): Promise<unknown> {
    return new Promise((resolve) => this.waiting.push({ event, resolve }));
  }

  /** A ping answered: whatever the server sent this socket before it handled the ping has arrived. */
  async settled(): Promise<void> {
    const pong = this.next('pong');
    this.socket.emit('ping');
    await pong;
  }

  /** Sends a subscription (or any event) and waits until the server has handled it. */
  async send(event: string, ...args: unknown[]): Promise<void> {
    this.socket.emit(event, ...args);
    await this.settled();
  }

  /** The events received but pong. */
  events(): Received[] {
    return this.received.filter((item) => item.event !== 'pong');
  }

  close(): void {
    this.socket.close();
  }
}

function socketFor(server: TestServer, options: ConnectOptions): Socket {
  const headers: Record<string, string> = { origin: options.origin ?? server.baseUrl, ...(options.headers ?? {}) };
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  return io(`${server.baseUrl}${options.namespace ?? `/${SITE}`}`, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
}

/** Connects; resolves once connected, rejects with the connect_error's message. */
export function connect(server: TestServer, options: ConnectOptions = {}): Promise<RealtimeClient> {
  const socket = socketFor(server, options);
  const client = new RealtimeClient(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error: Error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The connect_error message of a refused connection (fails when it connects). */
export async function refusal(server: TestServer, options: ConnectOptions = {}): Promise<string> {
  try {
    const client = await connect(server, options);
    client.close();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('the connection was accepted');
}

/** The Cookie header a signed-in test client's page would send. */
export function cookieOf(client: Client): string {
  return [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Connects as the signed-in `client`. */
export function connectAs(server: TestServer, client: Client): Promise<RealtimeClient> {
  return connect(server, { cookie: cookieOf(client) });
}

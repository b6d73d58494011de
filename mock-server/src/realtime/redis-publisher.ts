// Publishes as Frappe's Python does (frappe.publish_realtime → emit_via_redis): JSON {event, message, room,
// namespace: <site>} on the channel `events` of the site's `redis_queue`, which the site's realtime server
// subscribes to and sends on to the room of its namespace. Beside a real Frappe site, this is how the demo
// service's events reach the browsers, whose one socket is connected to that server.
// Redis being down never fails a request: the client reconnects by itself, and an event meanwhile is dropped
// (as Frappe's own emit_via_redis drops it), with one warning per outage.

import { createClient } from '@redis/client';
import type { RealtimePublisher } from './publisher';

/** The channel Frappe's realtime server subscribes to. */
export const FRAPPE_EVENTS_CHANNEL = 'events';
const MAX_RECONNECT_WAIT_MS = 5_000;

export interface RedisPublisher extends RealtimePublisher {
  /** Disconnects; events published afterwards are ignored. */
  close(): void;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createRedisPublisher(
  url: string,
  siteName: string,
  warn: (line: string) => void = console.warn,
): RedisPublisher {
  const where = new URL(url).host;
  const client = createClient({
    url,
    // Nothing is queued while disconnected: a late event would tell of a change the page may have read since.
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_WAIT_MS) },
  });
  let closed = false;
  let outageReported = false;
  const reportOutage = (reason: string): void => {
    if (outageReported || closed) return;
    outageReported = true;
    warn(`realtime: Redis at ${where} is unreachable (${reason}); live events are dropped until it is back`);
  };
  // Without a listener, the client's connection errors would be thrown out of the process.
  client.on('error', (error: unknown) => reportOutage(reasonOf(error)));
  client.on('ready', () => {
    if (outageReported) warn(`realtime: Redis at ${where} is back; live events are published again`);
    outageReported = false;
  });
  // Settles only once connected, or when closed first; the reconnect strategy retries until then.
  client.connect().catch((error: unknown) => reportOutage(reasonOf(error)));

  return {
    publish({ event, message, room }) {
      if (closed) return;
      if (!client.isReady) {
        reportOutage('not connected');
        return;
      }
      const payload = JSON.stringify({ event, message, room, namespace: siteName });
      client.publish(FRAPPE_EVENTS_CHANNEL, payload).catch((error: unknown) => reportOutage(reasonOf(error)));
    },
    close() {
      if (closed) return;
      closed = true;
      if (client.isOpen) client.destroy();
    },
  };
}

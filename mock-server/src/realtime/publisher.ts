// What the server tells connected clients, in Frappe's terms (frappe.realtime.publish_realtime): an event with
// its message, for the sockets in one room of the site's namespace. The socket.io server (./socket-server.ts)
// is one publisher; tests, or a Redis adapter for several processes, can put another in its place.

export interface RealtimeMessage {
  event: string;
  message: Readonly<Record<string, unknown>>;
  room: string;
}

export interface RealtimePublisher {
  publish(message: RealtimeMessage): void;
}

/** Tells nobody: the data generator, the demo service beside a real Frappe site (whose own server does it). */
export const SILENT_PUBLISHER: RealtimePublisher = { publish: () => undefined };

// The realtime server: socket.io on the mock-server's own HTTP server (path /socket.io/, beside the REST API, so a
// proxy has one upstream), speaking Frappe 15's protocol in one namespace, `/<site name>`. Events reach it
// through its publisher; the handshake (./authenticate.ts) and the handlers (./handlers.ts) need the server's
// context, so they are set up once that exists (serve), before the server listens.

import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { ServerContext } from '../context';
import { authenticate } from './authenticate';
import { registerFrappeHandlers, type ReadCheck } from './handlers';
import { sessionUser } from './identity';
import type { RealtimePublisher } from './publisher';
import type { RealtimeServer } from './types';

export interface RealtimeService {
  /** Sends to the sockets in a room of the site's namespace. */
  readonly publisher: RealtimePublisher;
  /** Checks handshakes and answers the sockets' events with `ctx`'s sessions and permissions. */
  serve(ctx: ServerContext): void;
  /** Disconnects every socket, so that the HTTP server can close. */
  close(): void;
}

/**
 * The read check at the time of asking, as Frappe asks get_user_info's session again for each: a sid's session
 * ended since counts as a Guest. An API key's user is the one verified at the handshake.
 */
function readCheck(ctx: ServerContext): ReadCheck {
  return (socket, doctype, docname) => {
    const { identity, credentials } = socket.data;
    const user = credentials.authorization ? identity.user : sessionUser(ctx, credentials.sid);
    return ctx.resources.canRead(user, doctype, docname);
  };
}

export function createRealtimeService(httpServer: HttpServer, siteName: string): RealtimeService {
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io/',
    serveClient: false,
    // As Frappe's: any origin, with credentials; the handshake compares the Origin with the Host itself.
    cors: { origin: true, credentials: true },
  });
  const site = io.of(`/${siteName}`);
  // The main namespace names no site.
  io.of('/').use((_socket, next) => next(new Error('Invalid namespace')));
  return {
    publisher: { publish: ({ event, message, room }) => site.to(room).emit(event, message) },
    serve(ctx) {
      site.use(authenticate(ctx));
      const mayRead = readCheck(ctx);
      site.on('connection', (socket) => registerFrappeHandlers(socket, mayRead));
    },
    close() {
      io.disconnectSockets(true);
      io.of('/').disconnectSockets(true);
      site.disconnectSockets(true);
      io.engine.close();
    },
  };
}

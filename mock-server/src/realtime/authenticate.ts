// The handshake check of Frappe's realtime server (realtime/middlewares/authenticate.js), in its order: the
// namespace must name the connection's site, the Origin's host name must be the Host's (ports aside), a Cookie
// header must be sent (even with an Authorization header), holding a sid unless an Authorization header is
// sent; then the connection is its user's (./identity.ts). A refusal is the connect_error's message.

import type { ServerContext } from '../context';
import { parseCookies } from '../frappe/cookies';
import { identify } from './identity';
import { hostnameOf, siteNameOf } from './site-name';
import type { RealtimeSocket } from './types';

type Next = (error?: Error) => void;

export function authenticate(ctx: ServerContext) {
  return (socket: RealtimeSocket, next: Next): void => {
    const { headers } = socket.request;
    if (socket.nsp.name.slice(1) !== siteNameOf(headers, ctx.settings.siteName)) {
      next(new Error('Invalid namespace'));
      return;
    }
    if (hostnameOf(headers.host) !== hostnameOf(headers.origin)) {
      next(new Error('Invalid origin'));
      return;
    }
    if (!headers.cookie) {
      next(new Error('No cookie transmitted.'));
      return;
    }
    const credentials = { sid: parseCookies(headers.cookie).get('sid'), authorization: headers.authorization };
    if (!credentials.sid && !credentials.authorization) {
      next(new Error('No authentication method used. Use cookie or authorization header.'));
      return;
    }
    identify(ctx, credentials).then(
      (identity) => {
        socket.data = { identity, credentials, openDocs: [] };
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

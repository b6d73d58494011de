// Who a socket.io connection is, as Frappe's realtime server learns it from frappe.realtime.get_user_info: the
// user of the `Authorization: token key:secret` header when there is one (an API key), else of the `sid` cookie.
// A sid naming no live session is a Guest, not a refusal. The user type decides the System Users' room.

import type { ServerContext } from '../context';
import { FrappeError } from '../frappe/errors';
import { GUEST, type RequestUser } from '../frappe/roles';
import { tokenUser } from '../frappe/token-auth';
import { userTypeOf } from '../frappe/users';
import { liveSessionUser } from '../http/request-user';

/** What a connection presented: its sid cookie and Authorization header. */
export interface Credentials {
  sid: string | undefined;
  authorization: string | undefined;
}

export interface SocketIdentity {
  user: RequestUser;
  userType: string;
}

/** The user of a sid, right now: a session that has ended since makes the socket's later checks a Guest's. */
export function sessionUser(ctx: ServerContext, sid: string | undefined): RequestUser {
  if (!sid || sid === 'Guest') return GUEST;
  return liveSessionUser(ctx, sid)?.user ?? GUEST;
}

/** The connection's identity; a refused API key throws, as get_user_info's 401 fails Frappe's handshake. */
export async function identify(ctx: ServerContext, credentials: Credentials): Promise<SocketIdentity> {
  let user: RequestUser;
  if (credentials.authorization) {
    try {
      user = (await tokenUser(ctx, credentials.authorization)) ?? GUEST;
    } catch (error) {
      if (error instanceof FrappeError) throw new Error('Unauthorized: Error: Unauthorized');
      throw error;
    }
  } else {
    user = sessionUser(ctx, credentials.sid);
  }
  return { user, userType: userTypeOf(ctx.resources, user) };
}

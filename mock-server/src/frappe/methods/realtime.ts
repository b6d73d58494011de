// frappe.realtime.get_user_info (v15), which Frappe's socket.io server asks who a connection is: the session's
// user and user type, for anyone (a Guest too: {"user": "Guest", "user_type": "Website User"}).

import { userTypeOf } from '../users';
import type { MethodCall, MethodDef } from './types';

function getUserInfo(call: MethodCall): { user: string; user_type: string } {
  return { user: call.user.name, user_type: userTypeOf(call.ctx.resources, call.user) };
}

export const REALTIME_METHODS: Record<string, MethodDef> = {
  'frappe.realtime.get_user_info': { allowGuest: true, handler: getUserInfo },
};

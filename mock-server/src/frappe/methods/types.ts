// A whitelisted method (Frappe's @frappe.whitelist): who may call it, with which HTTP methods, and what it
// does. Its return value becomes the answer's `message`; `response` holds other top-level keys
// (Frappe's frappe.local.response), and `status` overrides 200.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import type { Params } from '../params';
import type { RequestUser } from '../roles';

export interface MethodCall {
  ctx: ServerContext;
  request: FastifyRequest;
  reply: FastifyReply;
  params: Params;
  user: RequestUser;
  sid: string | null;
  response: Record<string, unknown>;
  status?: number;
}

export interface MethodDef {
  /** @frappe.whitelist(allow_guest=True) */
  allowGuest: boolean;
  /** @frappe.whitelist(methods=[...]); default GET, POST, PUT, DELETE, PATCH. */
  httpMethods?: readonly string[];
  /** May be async: the route awaits it (e.g. login verifies the password on the thread pool). */
  handler: (call: MethodCall) => unknown | Promise<unknown>;
}

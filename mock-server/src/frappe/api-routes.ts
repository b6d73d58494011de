// Frappe's REST routes (frappe/api/v1.py), mounted under /api and /api/v1 by ../server.ts:
//   /method/{dotted.path}                      whitelisted methods (any HTTP method)
//   GET|POST /resource/{doctype}                list / create
//   GET|PUT|DELETE /resource/{doctype}/{name}   read / update / delete

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { clearSessionCookies } from '../http/session-cookies';
import { requestSession, requestSessionEnded } from '../http/request-user';
import { FrappeError, permissionError, validationError } from './errors';
import { METHODS } from './methods';
import type { MethodCall } from './methods/types';
import { jsonParam, requestParams, type Params } from './params';
import { toPythonJson } from './python-json';
import { documentAnswer } from './resource/answers';
import type { DocValues } from './resource/doctype';

const ALL_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Frappe's JSON answer: floats written as Python writes them (./python-json.ts). */
function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type(JSON_TYPE).send(toPythonJson(body));
}

function sendDocument(ctx: ServerContext, reply: FastifyReply, doc: DocValues): FastifyReply {
  return sendJson(reply, 200, { data: documentAnswer(ctx.resources.registry, doc) });
}

function wildcard(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined>;
  return (params['*'] ?? '').replace(/\/+$/, '');
}

function notWhitelisted(cmd: string): FrappeError {
  // frappe.is_whitelisted for a Guest calling a method that needs a session.
  return new FrappeError(
    'PermissionError',
    `<details><summary>You are not permitted to access this resource. Login to access</summary>Function <strong>${cmd}</strong> is not whitelisted.</details>`,
    { title: 'Method Not Allowed' },
  );
}

async function callMethod(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  // Frappe drops anything after a slash for backward compatibility.
  const [cmd = ''] = wildcard(request).split('/');
  const method = METHODS.get(cmd);
  if (!method) {
    const module = cmd.includes('.') ? cmd.slice(0, cmd.lastIndexOf('.')) : cmd;
    throw validationError(`Failed to get method for command ${cmd} with No module named '${module}'`);
  }
  const { user, sid } = requestSession(ctx, request, reply);
  if (user.isGuest && !method.allowGuest) throw notWhitelisted(cmd);
  if (method.httpMethods && !method.httpMethods.includes(request.method)) {
    throw permissionError('Not permitted');
  }
  const call: MethodCall = { ctx, request, reply, params: requestParams(request), user, sid, response: {} };
  const result = await method.handler(call);
  const body: Record<string, unknown> = { ...call.response };
  if (result !== undefined) body.message = result;
  return sendJson(reply, call.status ?? 200, body);
}

/** The document fields of a POST/PUT: the JSON body, or its `data` key (JSON text in forms). */
function docData(params: Params): Params {
  const raw = params.data !== undefined ? jsonParam(params.data, 'data') : params;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw validationError('The document must be a JSON object of field values');
  }
  return raw as Params;
}

function isLogin(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? '').endsWith('/method/*') && wildcard(request).split('/')[0] === 'login';
}

/** The answer with Frappe's `session_expired: 1` first, as frappe.response holds it before anything else. */
function withSessionExpired(payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return payload;
  return payload === '{}' ? '{"session_expired":1}' : `{"session_expired":1,${payload.slice(1)}`;
}

export function registerFrappeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // frappe/sessions.py get_session_record: a sid that names no live session is answered as a Guest, with
  // `session_expired: 1` and the session cookies cleared, whatever was asked. Login starts a new session
  // without resuming the old one, so it says nothing of it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!requestSessionEnded(request) || isLogin(request)) return payload;
    if (!reply.hasHeader('set-cookie')) clearSessionCookies(request, reply);
    return withSessionExpired(payload);
  });

  app.route({
    method: [...ALL_METHODS],
    url: '/method/*',
    handler: (request, reply) => callMethod(ctx, request, reply),
  });

  const doctypeOf = (request: FastifyRequest) => (request.params as { doctype: string }).doctype;
  const userOf = (request: FastifyRequest, reply: FastifyReply) => requestSession(ctx, request, reply).user;

  app.get('/resource/:doctype', (request, reply) => {
    const body = ctx.resources.listBody(userOf(request, reply), doctypeOf(request), requestParams(request));
    return reply.type(JSON_TYPE).send(body);
  });

  app.post('/resource/:doctype', async (request, reply) => {
    const doc = await ctx.resources.create(userOf(request, reply), doctypeOf(request), docData(requestParams(request)));
    return sendDocument(ctx, reply, doc);
  });

  app.get('/resource/:doctype/*', (request, reply) => {
    const doc = ctx.resources.get(userOf(request, reply), doctypeOf(request), wildcard(request));
    return sendDocument(ctx, reply, doc);
  });

  app.put('/resource/:doctype/*', async (request, reply) => {
    const { user, sid } = requestSession(ctx, request, reply);
    const doc = await ctx.resources.update(
      user,
      doctypeOf(request),
      wildcard(request),
      docData(requestParams(request)),
      {
        sessionId: sid,
      },
    );
    return sendDocument(ctx, reply, doc);
  });

  app.delete('/resource/:doctype/*', (request, reply) => {
    ctx.resources.remove(userOf(request, reply), doctypeOf(request), wildcard(request), {
      siteUrl: ctx.settings.siteUrl,
    });
    return reply.code(202).send({ data: 'ok' });
  });
}

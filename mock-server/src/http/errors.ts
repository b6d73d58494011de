// Every failure leaves as Frappe's error body (see ../frappe/errors.ts): thrown FrappeErrors, Fastify's own
// errors (body too large, bad content length) and unexpected exceptions (500, logged, no traceback).
// Unknown routes are 404 DoesNotExistError.

import Database from 'better-sqlite3';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { FrappeError } from '../frappe/errors';

// A failed login sets no cookie on Frappe 15 (measured): expiring them would end a session the browser still has.
export function sendFrappeError(_request: FastifyRequest, reply: FastifyReply, error: FrappeError): FastifyReply {
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

// A body refused unread (on its Content-Length) is read and dropped before the connection is reused, as a front
// server (nginx) does, up to this size. Closed with the body unread, the socket is reset, and a client still
// writing its body (a proxy, a browser) lost the answer to EPIPE/ECONNRESET: 17 of 100 3 MB uploads here.
const DRAINED_BODY_MAX_BYTES = 64 * 1024 * 1024;

/** Keeps the connection Fastify would close, so Node reads the unread body and drops it, if it is small enough. */
function drainUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared <= DRAINED_BODY_MAX_BYTES) reply.removeHeader('connection');
}

function fromFastifyError(error: FastifyError, bodyLimit: number): FrappeError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
    return new FrappeError('RequestEntityTooLarge', `Request body is larger than the ${bodyLimit} bytes allowed`, {
      title: 'Request Too Large',
    });
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new FrappeError('ValidationError', error.message, { title: 'Invalid Request', status: error.statusCode });
  }
  return null;
}

/** For Fastify's `frameworkErrors` option: errors raised before routing (e.g. a malformed URL). */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendFrappeError(
    request,
    reply,
    new FrappeError('ValidationError', error.message, { title: 'Invalid Request', status: error.statusCode ?? 400 }),
  );
}

/**
 * For Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (headers too large, garbage) still
 * get a JSON answer in Frappe's shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    new FrappeError('ValidationError', tooLarge ? 'Request headers are too large' : 'Malformed HTTP request', {
      title: 'Invalid Request',
      status,
    }).toBody(),
  );
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/** The URL without its query string. */
function urlPath(url: string): string {
  // split() always yields at least one item, so the default is never used.
  const [path = ''] = url.split('?');
  return path;
}

export function registerErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    drainUnreadBody(request, reply);
    if (error instanceof FrappeError) return sendFrappeError(request, reply, error);
    if (error instanceof Database.SqliteError) {
      // A query the checks above let through but SQLite refuses: the client's fault, not a server crash.
      request.log.warn({ err: error }, 'query refused by SQLite');
      return sendFrappeError(request, reply, new FrappeError('DataError', `Invalid query: ${error.message}`));
    }
    const mapped = fromFastifyError(error, bodyLimit);
    if (mapped) return sendFrappeError(request, reply, mapped);
    request.log.error({ err: error }, 'unhandled error');
    return sendFrappeError(
      request,
      reply,
      new FrappeError('Exception', 'Internal Server Error', { title: 'Server Error' }),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendFrappeError(
      request,
      reply,
      new FrappeError(
        'DoesNotExistError',
        `The resource you are looking for is not available: ${request.method} ${urlPath(request.url).slice(0, 200)}`,
        {
          title: 'Not Found',
        },
      ),
    ),
  );
}

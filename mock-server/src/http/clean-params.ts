// Refuses a request whose query string, path parameters or form fields hold text that is not valid
// Unicode or holds NUL (see ../frappe/clean-text.ts). JSON bodies are checked when they are parsed
// (../frappe/safe-json.ts), so this covers the parameters that arrive as plain text.

import type { FastifyRequest } from 'fastify';
import { assertCleanText } from '../frappe/clean-text';
import { ParsedBody } from '../frappe/params';

/** A preValidation hook (runs after the body is parsed, before the handler). */
export async function refuseUncleanParams(request: FastifyRequest): Promise<void> {
  assertCleanText(request.query);
  assertCleanText(request.params);
  if (request.body instanceof ParsedBody && request.body.kind === 'form') assertCleanText(request.body.value);
}

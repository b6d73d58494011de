// Request bodies the way Frappe reads them: JSON (application/json or +json), urlencoded forms, and
// anything else ignored (Werkzeug leaves other bodies unparsed). Parsed bodies are wrapped in ParsedBody
// so handlers know whether the parameters came as JSON.
//
// Malformed JSON: real Frappe lets json.loads raise inside make_form_dict and answers 500. The mock-server
// answers 417 ValidationError instead (the class Frappe itself uses for "Invalid request arguments", the
// check right after parsing) so a bad client gets a clear 4xx in Frappe's error shape, never a 500.
// JSON is read through ../frappe/safe-json.ts (nesting limit, clean text); form fields and the query string
// are checked for clean text by ./clean-params.ts.

import type { FastifyInstance } from 'fastify';
import { FrappeError } from '../frappe/errors';
import { ParsedBody } from '../frappe/params';
import { readJson } from '../frappe/safe-json';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();

  app.addContentTypeParser(JSON_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, new ParsedBody('none', undefined));
      return;
    }
    try {
      done(null, new ParsedBody('json', readJson(text, 'Request body')));
    } catch (e) {
      if (e instanceof FrappeError) {
        done(e, undefined);
        return;
      }
      const detail = e instanceof Error ? e.message : 'invalid JSON';
      done(
        new FrappeError('ValidationError', `Request body is not valid JSON: ${detail}`, { title: 'Invalid Request' }),
        undefined,
      );
    }
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      if (!(key in fields)) fields[key] = value;
    }
    done(null, new ParsedBody('form', fields));
  });

  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => {
    done(null, new ParsedBody('none', undefined));
  });
}

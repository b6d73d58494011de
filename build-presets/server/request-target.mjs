// Only origin-form request targets ("/path?query") reach the routes. An absolute URL as the target
// ("GET http://other/ HTTP/1.1"), a scheme-relative one ("//other/…") or a backslash that browsers read as a
// slash ("/\other/…") names another host; none of them is a path of this app, so they are refused outright
// rather than trusted to every later step to interpret the same way.

const ORIGIN_FORM = /^\/(?![/\\])/;

/** True when the raw request target is a plain path of this server. */
export function isOriginFormTarget(rawUrl) {
  if (typeof rawUrl !== 'string' || !ORIGIN_FORM.test(rawUrl)) return false;
  const path = rawUrl.split('?')[0];
  return !path.includes('\\') && !/%5c/i.test(path);
}

export function registerRequestTargetCheck(app) {
  app.addHook('onRequest', async (request, reply) => {
    if (isOriginFormTarget(request.raw.url)) return;
    reply.code(400).type('text/plain; charset=utf-8').header('connection', 'close').send('Bad request target');
  });
}

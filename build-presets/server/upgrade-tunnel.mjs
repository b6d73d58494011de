// A WebSocket upgrade passed on to one upstream as a byte tunnel: the upstream answers the handshake itself,
// so the browser is switched over only once the upstream has switched (a refusal or an unreachable upstream
// is an HTTP answer to the upgrade, never a socket that opens and drops), and frames, pings and compression
// go end to end untouched.
import http from 'node:http';
import https from 'node:https';

/** Writes an HTTP answer on a socket that never became a WebSocket, then closes it. */
export function answerUpgrade(socket, status, text, contentType = 'text/plain; charset=utf-8') {
  const body = Buffer.isBuffer(text) ? text : Buffer.from(text);
  const head = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${body.length}`,
    'Connection: close',
    '',
    '',
  ];
  socket.end(Buffer.concat([Buffer.from(head.join('\r\n')), body]));
}

function headerLines(rawHeaders) {
  const lines = [];
  for (let index = 0; index < rawHeaders.length; index += 2)
    lines.push(`${rawHeaders[index]}: ${rawHeaders[index + 1]}`);
  return lines;
}

/**
 * @param {import('node:http').IncomingMessage} request the browser's upgrade request
 * @param {import('node:stream').Duplex} socket       its connection
 * @param {Buffer} head                               bytes the browser sent after its handshake
 * @param {object} target
 * @param {URL} target.upstream                       the upstream's origin
 * @param {import('node:http').OutgoingHttpHeaders} target.headers the handshake headers to send upstream
 * @param {() => void} target.onUnreachable           answers the browser when the upstream cannot be reached
 */
export function tunnelUpgrade(request, socket, head, { upstream, headers, onUnreachable }) {
  const client = upstream.protocol === 'https:' ? https : http;
  const upstreamRequest = client.request({
    host: upstream.hostname,
    port: upstream.port,
    method: 'GET',
    path: request.url,
    headers: { ...headers, connection: 'Upgrade', upgrade: request.headers.upgrade },
  });
  // The browser gone before the upstream answered: the handshake is abandoned.
  const abandon = () => upstreamRequest.destroy();
  socket.once('close', abandon);

  upstreamRequest.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
    socket.off('close', abandon);
    const statusLine = `HTTP/1.1 101 ${answer.statusMessage || 'Switching Protocols'}`;
    socket.write([statusLine, ...headerLines(answer.rawHeaders), '', ''].join('\r\n'));
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstreamSocket.write(head);
    upstreamSocket.on('error', () => upstreamSocket.destroy());
    // Either end closing closes the other.
    socket.on('close', () => upstreamSocket.destroy());
    upstreamSocket.on('close', () => socket.destroy());
    upstreamSocket.pipe(socket);
    socket.pipe(upstreamSocket);
  });

  // The upstream answered without switching (a refusal): the browser gets its status, type and body.
  upstreamRequest.on('response', (answer) => {
    const chunks = [];
    answer.on('error', () => socket.destroy());
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      socket.off('close', abandon);
      answerUpgrade(socket, answer.statusCode ?? 502, Buffer.concat(chunks), answer.headers['content-type']);
    });
  });

  upstreamRequest.on('error', () => {
    socket.off('close', abandon);
    if (!socket.destroyed) onUnreachable();
  });
  upstreamRequest.end();
}

// Test helpers: the real app server (serve-static.mjs) in a child process, a recording HTTP server, raw
// HTTP requests whose request line is sent exactly as written.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const serveStatic = path.join(__dirname, '..', 'serve-static.mjs');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RunningApp {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startAppServer(args: string[]): Promise<RunningApp> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serveStatic, '--port', String(port), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`app server exited (${code}): ${output}`)));
    child.stdout?.on('data', () => {
      if (output.includes('[serve]')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A plain node:http server on 127.0.0.1 answering with `listener`. */
export async function startHttpServer(listener: http.RequestListener): Promise<TestServer> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An HTTP server that records every request and answers with `respond`. */
export async function startRecorder(
  respond: (request: RecordedRequest, response: http.ServerResponse) => void = (_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{"message":"pong"}');
  },
): Promise<TestServer & { requests: RecordedRequest[] }> {
  const requests: RecordedRequest[] = [];
  const { url, port, close } = await startHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      respond(recorded, res);
    });
  });
  return { url, port, requests, close };
}

/** Sends one request exactly as written (request line included) and returns the status and raw answer. */
export function rawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    const lines = [
      requestLine,
      `Host: 127.0.0.1:${port}`,
      'Connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

export const HASHED_CHUNK = '123.0a1b2c3d.js';
export const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>';

/** A dist/ folder like the build's: a page, an entry, a hashed chunk with .br/.gz copies, a manifest. */
export function makeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-dist-'));
  const chunk = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'main.js'), 'import("./123.0a1b2c3d.js");');
  fs.writeFileSync(path.join(dir, HASHED_CHUNK), chunk);
  fs.writeFileSync(path.join(dir, `${HASHED_CHUNK}.gz`), zlib.gzipSync(chunk));
  fs.writeFileSync(path.join(dir, `${HASHED_CHUNK}.br`), zlib.brotliCompressSync(chunk));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"remote"}');
  return dir;
}

export function writeRemotesFile(entries: Record<string, string>): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-remotes-')), 'remotes.json');
  const remotes = Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [name, { entry, version: '0.1.0', title: name, basePaths: [] }]),
  );
  const manifest = { environment: 'test', remotes };
  fs.writeFileSync(file, JSON.stringify(manifest));
  return file;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Whether the request went on a connection an earlier request had used (a keep-alive `agent`). */
  reusedSocket: boolean;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's connections; Node's global agent by default. */
  agent?: http.Agent;
  /** Fails the request once its connection has been silent this long: a hung answer fails at once, with a reason. */
  answerWithinMs?: number;
}

/** One request through node:http (no automatic decompression, no URL normalisation beyond Node's own). */
export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: options.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            reusedSocket: req.reusedSocket,
          }),
        );
      },
    );
    if (options.answerWithinMs !== undefined) {
      const limit = options.answerWithinMs;
      req.setTimeout(limit, () => req.destroy(new Error(`no answer within ${limit} ms`)));
    }
    req.on('error', reject);
    req.end(options.body);
  });
}

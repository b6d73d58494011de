// Test helpers: a real server on a fresh temp SQLite file, listening on a random port (`serveForTests` runs
// one around a file's or a describe block's tests), and an HTTP client with a cookie jar (Node's global fetch
// does not keep cookies).

// Answers default to `any`: they are JSON whose shape each test asserts, and typing every one would bury the assertions.
/* eslint-disable @typescript-eslint/no-explicit-any */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../../src/config';
import type { DemoCollection } from '../../src/demo/engine/definition';
import { buildServer, type ServerMode } from '../../src/server';
import { itemAt } from './lists';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  dbPath: string;
  close(): Promise<void>;
}

export function tempDbPath(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-mock-'));
  return path.join(dir, 'test.sqlite');
}

export interface StartOptions {
  dbPath?: string;
  settings?: Partial<Settings>;
  demoCollections?: readonly DemoCollection[];
  mode?: ServerMode;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dbPath = options.dbPath ?? tempDbPath();
  const app = await buildServer({
    dbPath,
    settings: options.settings,
    demoCollections: options.demoCollections,
    mode: options.mode,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    dbPath,
    close: () => app.close(),
  };
}

export interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string | true>;
}

export function parseSetCookie(header: string): SetCookie {
  // split() always yields at least one item, so the default is never used.
  const [pair = '', ...attrs] = header.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string | true>();
  for (const attr of attrs) {
    const i = attr.indexOf('=');
    if (i < 0) attributes.set(attr.toLowerCase(), true);
    else attributes.set(attr.slice(0, i).toLowerCase(), attr.slice(i + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  cookies: SetCookie[];
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Raw body (with `contentType`). */
  raw?: string | Buffer;
  contentType?: string;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
}

/** A browser-like client: keeps cookies between requests, drops them when the server expires them. */
export class Client {
  readonly jar = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request<T = any>(urlPath: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const url = new URL(urlPath, this.baseUrl);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: string | Buffer | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.raw !== undefined) {
      headers['content-type'] = options.contentType ?? 'application/json';
      body = options.raw;
    }
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { method: options.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
    const cookies = res.headers.getSetCookie().map(parseSetCookie);
    for (const c of cookies) {
      const maxAge = c.attributes.get('max-age');
      if (maxAge === '0' || c.value === '') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON; keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text, cookies };
  }

  get<T = any>(urlPath: string, query?: RequestOptions['query']): Promise<ApiResponse<T>> {
    return this.request<T>(urlPath, { query });
  }

  post<T = any>(urlPath: string, json?: unknown): Promise<ApiResponse<T>> {
    return this.request<T>(urlPath, { method: 'POST', json: json ?? {} });
  }

  put<T = any>(urlPath: string, json: unknown): Promise<ApiResponse<T>> {
    return this.request<T>(urlPath, { method: 'PUT', json });
  }

  delete<T = any>(urlPath: string): Promise<ApiResponse<T>> {
    return this.request<T>(urlPath, { method: 'DELETE' });
  }

  async login(usr: string, pwd = 'tessera-demo'): Promise<ApiResponse> {
    const res = await this.post('/api/method/login', { usr, pwd });
    if (res.status !== 200) throw new Error(`login as ${usr} failed: ${res.status} ${res.text}`);
    return res;
  }
}

export async function loggedIn(baseUrl: string, usr: string, pwd = 'tessera-demo'): Promise<Client> {
  const client = new Client(baseUrl);
  await client.login(usr, pwd);
  return client;
}

export interface ServeOptions extends StartOptions {
  /** Sign `client` in as this user, with the demo password; without it, `client` is signed out. */
  user?: string;
}

/** The server and client of {@link serveForTests}, there from its `beforeAll` on. */
export interface ServedForTests {
  readonly server: TestServer;
  readonly client: Client;
}

/**
 * Registers jest hooks that start a server (and sign a client in) before the tests of the enclosing file or
 * `describe` block, and close the server after them. Call it at the top level of the file or block; read
 * `server` and `client` inside tests and in hooks declared after the call (jest runs `beforeAll` hooks in
 * the order they are declared). Read earlier, they throw.
 */
export function serveForTests(options: ServeOptions = {}): ServedForTests {
  const { user, ...startOptions } = options;
  let server: TestServer | undefined;
  let client: Client | undefined;
  beforeAll(async () => {
    server = await startServer(startOptions);
    client = user === undefined ? new Client(server.baseUrl) : await loggedIn(server.baseUrl, user);
  });
  afterAll(async () => {
    await server?.close();
  });
  const notYet = () => new Error('serveForTests: the server starts in beforeAll; read it inside tests or later hooks');
  return {
    get server() {
      if (!server) throw notYet();
      return server;
    },
    get client() {
      if (!client) throw notYet();
      return client;
    },
  };
}

/** The messages inside Frappe's `_server_messages` (a JSON list of JSON strings). */
export function serverMessages(
  body: unknown,
): { message: string; title: string; indicator?: string; raise_exception?: number }[] {
  const raw = (body as { _server_messages?: unknown })._server_messages;
  if (typeof raw !== 'string') throw new Error(`no _server_messages in ${JSON.stringify(body)}`);
  const list = JSON.parse(raw) as unknown[];
  return list.map((item) => {
    if (typeof item !== 'string') throw new Error('_server_messages items must be JSON strings');
    return JSON.parse(item);
  });
}

/** Asserts Frappe's error shape and returns the main (last) message. */
export function errorMessage(res: ApiResponse, excType: string): string {
  const body = res.body as Record<string, unknown>;
  if (body.exc_type !== excType) {
    throw new Error(`expected exc_type ${excType}, got ${res.status} ${res.text}`);
  }
  if ('exc' in body || 'exception' in body) throw new Error('traceback leaked');
  const messages = serverMessages(body);
  const last = itemAt(messages, -1);
  if (last.indicator !== 'red' || last.raise_exception !== 1 || typeof last.title !== 'string') {
    throw new Error(`bad message shape ${JSON.stringify(last)}`);
  }
  return last.message;
}

export const USERS = {
  sa: 'sa@tessera.dev',
  admin: 'admin@tessera.dev',
  editor: 'editor@tessera.dev',
  guest: 'guest@tessera.dev',
} as const;

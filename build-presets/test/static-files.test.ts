// The app server's files over real HTTP: precompressed copies, caching, the single-page-app fallback, the
// environment's remotes.json, CORS for remotes, and the security headers on every answer.
import fs from 'node:fs';
import path from 'node:path';
import { firstPaintScriptHash } from '../first-paint/first-paint-inline.cjs';
import {
  HASHED_CHUNK,
  INDEX_HTML,
  makeDist,
  request,
  startAppServer,
  writeRemotesFile,
  type RunningApp,
} from './serve-app';

const SIGN_IN_HTML = '<!doctype html><div id="root"><form aria-label="Sign in"></form></div>';

let host: RunningApp;
let remote: RunningApp;
let dist: string;

beforeAll(async () => {
  dist = makeDist();
  const remotes = writeRemotesFile({
    remote_projects: 'http://127.0.0.1:4101/mf-manifest.json',
    remote_apps: 'https://apps.example.com/v2/mf-manifest.json',
    remote_same_origin: '/remotes/kits/mf-manifest.json',
  });
  fs.writeFileSync(path.join(dist, 'remotes.json'), '{"built":"in"}');
  fs.mkdirSync(path.join(dist, 'session'));
  fs.writeFileSync(path.join(dist, 'session', 'signin.html'), SIGN_IN_HTML);
  host = await startAppServer(['--dir', dist, '--spa', '--remotes', remotes]);
  remote = await startAppServer(['--dir', dist]);
});

afterAll(async () => {
  await host.stop();
  await remote.stop();
});

describe('files', () => {
  it('sends the brotli copy to browsers that accept it, gzip to others, the file itself otherwise', async () => {
    const original = fs.readFileSync(path.join(dist, HASHED_CHUNK));
    const br = await request(`${host.url}/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(fs.readFileSync(path.join(dist, `${HASHED_CHUNK}.br`)));
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await request(`${host.url}/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await request(`${host.url}/${HASHED_CHUNK}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(original);
  });

  it('caches content-hashed chunks for good and revalidates everything else', async () => {
    expect(
      (await request(`${host.url}/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'br' } })).headers['cache-control'],
    ).toBe('public, max-age=31536000, immutable');
    expect((await request(`${host.url}/main.js`)).headers['cache-control']).toBe('no-cache');
    expect((await request(`${host.url}/mf-manifest.json`)).headers['cache-control']).toBe('no-cache');
    expect((await request(`${host.url}/`)).headers['cache-control']).toBe('no-cache');
  });

  it('serves the page for app paths on the host, and 404 for a missing file or on a remote', async () => {
    const page = await request(`${host.url}/projects/all?x=1`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(INDEX_HTML);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await request(`${host.url}/missing.0a1b2c3d.js`)).status).toBe(404);
    expect((await request(`${remote.url}/projects/all`)).status).toBe(404);
  });

  it('serves a page drawn at build time for its own path, with or without a query', async () => {
    for (const target of ['/session/signin', '/session/signin?redirectUrl=%2Ftodo%2Flist']) {
      const page = await request(`${host.url}${target}`);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe(SIGN_IN_HTML);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    // Any other session path is the app's page.
    expect((await request(`${host.url}/session/signup`)).body.toString()).toBe(INDEX_HTML);
  });

  it('never serves a file outside dist/', async () => {
    for (const target of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      const answer = await request(`${host.url}${target}`);
      expect(answer.body.toString()).not.toContain('"name"');
    }
  });

  it('refuses writes to files', async () => {
    expect((await request(`${host.url}/main.js`, { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await request(`${remote.url}/main.js`, { method: 'PUT', body: 'x' })).status).toBe(405);
  });

  it('serves the environment’s remotes.json, not the one built in, and never caches it', async () => {
    const answer = await request(`${host.url}/remotes.json`);
    expect(JSON.parse(answer.body.toString())).toHaveProperty('remotes.remote_projects');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});

describe('CORS', () => {
  it('lets a host page of any origin read a remote’s files', async () => {
    const answer = await request(`${remote.url}/mf-manifest.json`, {
      headers: { origin: 'http://staging.example.com' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keeps the host’s own files to the host', async () => {
    const answer = await request(`${host.url}/main.js`, { headers: { origin: 'http://elsewhere.example.com' } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('security headers', () => {
  it('allows scripts only from the host and the remotes its remotes.json names, inline only the first-paint script, never eval', async () => {
    const csp = String((await request(`${host.url}/projects/all`)).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .find((part) => part.trim().startsWith(`${name} `))
        ?.trim()
        .split(/\s+/)
        .slice(1);
    expect(directive('script-src')).toEqual([
      "'self'",
      firstPaintScriptHash(),
      'http://127.0.0.1:4101',
      'https://apps.example.com',
    ]);
    expect(firstPaintScriptHash()).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directive('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4101', 'https://apps.example.com']);
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('sends nosniff, no framing and a referrer policy on every origin', async () => {
    for (const url of [
      `${host.url}/`,
      `${host.url}/${HASHED_CHUNK}`,
      `${remote.url}/mf-manifest.json`,
      `${remote.url}/nothing-here.js`,
    ]) {
      const { headers } = await request(url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    }
  });
});

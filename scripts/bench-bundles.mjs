#!/usr/bin/env node
// Prints the size of each app's production build: all its JavaScript, then each app's five largest lazy chunks
// (the hashed `*.[8 hex].js` files) by gzip size, with a hint of what is in each, so that a page dragging a
// heavy library into a shared chunk shows at once. Figures only; nothing here passes or fails.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from './lib.mjs';

const apps = ['host', 'remote-projects', 'remote-apps', 'remote-template-kits'];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log('app                    files   JS raw       JS gzip      largest chunk (gzip)');
for (const app of apps) {
  const dist = path.join(repoRoot, app, 'dist');
  if (!fs.existsSync(dist)) {
    console.log(`${app.padEnd(22)} not built (npm run build)`);
    continue;
  }
  let raw = 0;
  let gzip = 0;
  let largest = { name: '', gzip: 0 };
  const files = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    const content = fs.readFileSync(path.join(dist, file));
    const zipped = zlib.gzipSync(content, { level: 9 }).length;
    raw += content.length;
    gzip += zipped;
    if (zipped > largest.gzip) largest = { name: file, gzip: zipped };
  }
  console.log(
    `${app.padEnd(22)} ${String(files.length).padStart(5)}   ${kib(raw).padEnd(12)} ${kib(gzip).padEnd(12)} ${largest.name} (${kib(largest.gzip)})`,
  );
}

// The five largest lazy chunks per app. Gzip sizes are those of the `.gz` copies the build keeps beside files
// over 1 KiB (gzipped in memory when there is none); "br" is the `.br` copy, which is what Chromium is sent.
// Chunk names are numeric ids in production, so the hint is pieced together from what is cheap to read:
//   shared X       the chunk is the shared singleton X (mf-stats.json)
//   with shared X  loaded along with shared X (the share scope's get() in main.js / remoteEntry.js)
//   page "T"       loaded by the route page titled T (the exposed ./routes module's load())
//   libs           the libraries its .LICENSE.txt names; "mentions" counts well-known library names in the code
const HASHED = /^(.+)\.([0-9a-f]{8})\.js$/;
const MARKERS = ['recharts', 'formik', 'lodash', 'lucide', 'date-fns', 'dayjs', 'zod', 'yup', 'd3-'];

function sizeOf(file, suffix) {
  if (fs.existsSync(file + suffix)) return fs.statSync(file + suffix).size;
  const content = fs.readFileSync(file);
  return suffix === '.gz' ? zlib.gzipSync(content, { level: 9 }).length : zlib.brotliCompressSync(content).length;
}

/** Library names in a webpack .LICENSE.txt: "/*! name vX" and "@license name vX" lines, React's file names. */
function licensedLibraries(file) {
  if (!fs.existsSync(file)) return [];
  const names = new Set();
  for (const block of fs.readFileSync(file, 'utf8').split('*/')) {
    const lines = block
      .split('\n')
      .map((line) => line.replace(/^\s*(\/\*+!?|\*)\s?/, '').trim())
      .filter(Boolean);
    const reactFile = lines.map((line) => /^([\w-]+)\.production(\.min)?\.js$/.exec(line)).find(Boolean);
    if (reactFile) {
      names.add(reactFile[1]);
      continue;
    }
    for (const line of lines) {
      const match = /^(?:@license\s+)?(@?[a-z][\w.-]*(?:\/[\w.-]+)?)\s+v?\d+\.\d+/i.exec(line);
      if (match) {
        names.add(match[1]);
        break;
      }
    }
  }
  return [...names];
}

/** Chunk id -> hints, from the app's manifest stats, share scope and routes module. */
function chunkHints(app, dist, files) {
  const hints = new Map();
  const fileOfId = new Map(files.map((file) => [file.split('.')[0], file]));
  const add = (file, hint) => {
    if (!file) return;
    const list = hints.get(file) ?? [];
    if (!list.includes(hint)) list.push(hint);
    hints.set(file, list);
  };
  const statsFile = path.join(dist, 'mf-stats.json');
  const primary = new Set();
  if (fs.existsSync(statsFile)) {
    const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
    for (const shared of stats.shared ?? []) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
        add(file, `shared ${shared.name}`);
        primary.add(`${file} ${shared.name}`);
      }
    }
  }
  const ids = (list) => [...list.matchAll(/\.e\((\d+)\)/g)].map((match) => match[1]);
  for (const entry of ['main.js', 'remoteEntry.js']) {
    const file = path.join(dist, entry);
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    const pattern = /"?([@\w./-]+)"?:\[\{version:"[^"]*",get:\(\)=>(Promise\.all\(\[[^\]]*\]\)|\w+\.e\(\d+\))/g;
    for (const [, name, list] of code.matchAll(pattern)) {
      for (const id of ids(list)) {
        const chunk = fileOfId.get(id);
        if (chunk && !primary.has(`${chunk} ${name}`)) add(chunk, `with shared ${name}`);
      }
    }
  }
  // The entry's dynamic import of its bootstrap: the host's boot, or a remote's standalone page.
  const mainFile = path.join(dist, 'main.js');
  if (fs.existsSync(mainFile)) {
    const boot = app === 'host' ? 'boot of the host' : 'boot of the standalone page';
    for (const [, list] of fs.readFileSync(mainFile, 'utf8').matchAll(/\{(Promise\.all\(\[[^\]]*\]\))\.then/g)) {
      for (const id of ids(list)) add(fileOfId.get(id), `${boot} (main.js)`);
    }
  }
  for (const routes of files.filter((file) => file.startsWith('__federation_expose_'))) {
    const code = fs.readFileSync(path.join(dist, routes), 'utf8');
    const pattern = /title:"([^"]+)"[^{}]*?load:\(\)=>(Promise\.all\(\[[^\]]*\]\)|\w+\.e\(\d+\))/g;
    for (const [, title, list] of code.matchAll(pattern))
      for (const id of ids(list)) add(fileOfId.get(id), `page "${title}"`);
  }
  return hints;
}

function mentions(file) {
  const code = fs.readFileSync(file, 'utf8');
  return MARKERS.map((marker) => [marker, code.match(new RegExp(`(?<![\\w$])${marker}`, 'g'))?.length ?? 0])
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1])
    .map(([marker, count]) => `${marker.replace(/-$/, '')}×${count}`);
}

/** Shortens "shared a, shared b" to "shared a, b" (same for "with shared" and "page"). */
function joinHints(list) {
  const groups = new Map();
  for (const hint of list) {
    const [, kind, what] = /^(shared|with shared|page) (.+)$/.exec(hint) ?? [hint, hint, ''];
    groups.set(kind, [...(groups.get(kind) ?? []), what]);
  }
  return [...groups].map(([kind, what]) => `${kind} ${what.join(', ')}`.trim()).join('; ');
}

console.log('');
console.log('largest lazy chunks per app (hashed *.js, by gzip; br = what Chromium is sent)');
for (const app of apps) {
  const dist = path.join(repoRoot, app, 'dist');
  if (!fs.existsSync(dist)) continue;
  const files = fs.readdirSync(dist).filter((file) => HASHED.test(file));
  const hints = chunkHints(app, dist, files);
  const chunks = files
    .map((file) => {
      const full = path.join(dist, file);
      return { file, raw: fs.statSync(full).size, gzip: sizeOf(full, '.gz'), br: sizeOf(full, '.br') };
    })
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5);
  console.log(`${app} (${files.length} lazy chunks)`);
  const width = Math.max(4, ...chunks.map((chunk) => chunk.file.length));
  console.log(`       gzip          br         raw  ${'file'.padEnd(width)}  what is in it`);
  for (const chunk of chunks) {
    const full = path.join(dist, chunk.file);
    const name = HASHED.exec(chunk.file)[1];
    const parts = [];
    if (!/^\d+$/.test(name)) parts.push(name.replace(/^__/, ''));
    const known = hints.get(chunk.file);
    if (known) parts.push(joinHints(known));
    const libs = licensedLibraries(`${full}.LICENSE.txt`);
    if (libs.length) parts.push(`libs ${libs.join(', ')}`);
    const named = mentions(full);
    if (named.length) parts.push(`mentions ${named.join(', ')}`);
    console.log(
      `  ${kib(chunk.gzip).padStart(10)}  ${kib(chunk.br).padStart(10)}  ${kib(chunk.raw).padStart(10)}  ${chunk.file.padEnd(width)}  ${parts.join('; ') || '?'}`,
    );
  }
}

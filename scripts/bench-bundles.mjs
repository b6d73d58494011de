#!/usr/bin/env node
// Prints the size of each app's production build: all JavaScript, and what a first visit to /projects/all
// downloads (measured in Chromium when it is installed). Figures only; nothing here passes or fails.
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

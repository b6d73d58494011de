// first-paint.js goes into each page's <head> as an inline script: a script file there blocks the parser until
// it has arrived, which held back the rest of the page, its first paint and the app's deferred entry (one
// request more before any of them; ≈ 40–70 ms with 40 ms round trips). The pages' Content-Security-Policy
// allows inline script by this one hash only (../server/security-headers.mjs), so the build and the servers
// read the script through this module.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = path.join(__dirname, 'first-paint.js');

/** The script as the page holds it: first-paint.js without its leading comment lines, which are for readers. */
function firstPaintInlineScript() {
  const lines = fs.readFileSync(SOURCE, 'utf8').split('\n');
  const start = lines.findIndex((line) => !line.startsWith('//') && !line.startsWith('/* global'));
  return lines.slice(start).join('\n').trim();
}

/** The CSP source that allows exactly that script: 'sha256-<base64 digest>'. */
function firstPaintScriptHash() {
  return `'sha256-${createHash('sha256').update(firstPaintInlineScript()).digest('base64')}'`;
}

module.exports = { FIRST_PAINT_SOURCE: SOURCE, firstPaintInlineScript, firstPaintScriptHash };

// The first-paint scripts go into each page's <head> as one inline script: a script file there blocks the parser
// until it has arrived, which held back the rest of the page, its first paint and the app's deferred entry (one
// request more before any of them; ≈ 40–70 ms with 40 ms round trips). The pages' Content-Security-Policy allows
// inline script by this one hash only (../server/security-headers.mjs), so the build and the servers read the
// script through this module.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** Each a function of its own, run in this order: the colours and direction, then the static copy's form. */
const SOURCES = ['first-paint.js', 'static-form-submit.js'].map((name) => path.join(__dirname, name));

/** A script as the page holds it: without its leading comment lines, which are for readers. */
function withoutLeadingComments(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) => !line.startsWith('//') && !line.startsWith('/* global'));
  return lines.slice(start).join('\n').trim();
}

/** The inline script: every source, without its comment lines. */
function firstPaintInlineScript() {
  return SOURCES.map(withoutLeadingComments).join('\n');
}

/** The CSP source that allows exactly that script: 'sha256-<base64 digest>'. */
function firstPaintScriptHash() {
  return `'sha256-${createHash('sha256').update(firstPaintInlineScript()).digest('base64')}'`;
}

module.exports = { FIRST_PAINT_SOURCES: SOURCES, firstPaintInlineScript, firstPaintScriptHash };

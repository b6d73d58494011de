// The first-paint script as pages hold it inline: it still does its job, and the hash the servers allow is the
// hash of exactly the text the build puts into the page.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { firstPaintInlineScript, firstPaintScriptHash } from '../first-paint/first-paint-inline.cjs';

interface FakeHtml {
  dir: string;
  classes: string[];
  style: { colorScheme: string };
}

/** Runs the inline script against a stored layout and a stand-in <html>; answers what it set. */
function runWithStoredLayout(stored: string | null): FakeHtml {
  const html: FakeHtml = { dir: 'ltr', classes: [], style: { colorScheme: '' } };
  const documentElement = { ...html, classList: { add: (name: string) => html.classes.push(name) } };
  const context = {
    window: { localStorage: { getItem: (key: string) => (key === 'tessera_layout' ? stored : null) } },
    document: { documentElement },
  };
  vm.runInNewContext(firstPaintInlineScript(), context);
  return { dir: documentElement.dir, classes: html.classes, style: documentElement.style };
}

it('applies the stored dark mode and right-to-left text, and ignores a missing or broken copy', () => {
  expect(runWithStoredLayout(JSON.stringify({ colorMode: 'dark', dir: 'rtl' }))).toEqual({
    dir: 'rtl',
    classes: ['dark'],
    style: { colorScheme: 'dark' },
  });
  const untouched = { dir: 'ltr', classes: [], style: { colorScheme: '' } };
  expect(runWithStoredLayout(null)).toEqual(untouched);
  expect(runWithStoredLayout('{not json')).toEqual(untouched);
  expect(runWithStoredLayout('"dark"')).toEqual(untouched);
});

it('is first-paint.js without its comment lines, and the allowed hash is that text’s', () => {
  const inline = firstPaintInlineScript();
  expect(inline.startsWith('(function () {')).toBe(true);
  expect(inline).not.toMatch(/^\s*\/\//m);
  expect(fs.readFileSync(path.join(__dirname, '../first-paint/first-paint.js'), 'utf8')).toContain(inline);
  // No text that would end the <script> element early.
  expect(inline).not.toMatch(/<\/script/i);
  const digest = createHash('sha256').update(inline).digest('base64');
  expect(firstPaintScriptHash()).toBe(`'sha256-${digest}'`);
});

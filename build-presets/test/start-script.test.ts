// A start script as the page gets it (start-script-plugin.cjs): the TypeScript file run alone, without a module
// system, calling its start function with the page's window; a file that imports at run time is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { startScriptCode } from '../start-script-plugin.cjs';

function sourceFile(text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'start-script-')), 'start.ts');
  fs.writeFileSync(file, text);
  return file;
}

it('runs the file alone and calls its start function with the window', () => {
  const file = sourceFile(
    "import type { Unused } from './types';\n" +
      'const greeting: string = "drawn";\n' +
      'export function start(page: { drawn?: string }): void {\n  page.drawn = greeting;\n}\n',
  );
  const window: { drawn?: string } = {};
  vm.runInNewContext(startScriptCode(file, 'start'), { window });
  expect(window.drawn).toBe('drawn');
});

it('refuses a file that imports at run time', () => {
  const file = sourceFile("import { x } from './other';\nexport function start(): void {\n  void x;\n}\n");
  expect(() => startScriptCode(file, 'start')).toThrow(/imports at run time/);
});

#!/usr/bin/env node
// `npm run bench`: builds what changed, then prints bundle sizes, a release's build time, API throughput,
// first-load and large-view figures, and how soon a teammate sees a move on a board.
import { buildAll } from './build.mjs';
import { repoRoot, run } from './lib.mjs';

await buildAll();
for (const script of [
  'scripts/bench-bundles.mjs',
  'scripts/bench-release.mjs',
  'mock-server/bench/api-throughput.mjs',
  'e2e/bench/first-load.mjs',
  'e2e/bench/task-list.mjs',
  'e2e/bench/kanban.mjs',
  'e2e/bench/data-table.mjs',
  'e2e/bench/scrum-board.mjs',
  'e2e/bench/live-board.mjs',
]) {
  console.log('');
  run(process.execPath, [script], { cwd: repoRoot });
}

#!/usr/bin/env node
// `npm start`: install, build what changed, then serve the whole app with the mock backend and sample data
// (with BACKEND_URL: against that Frappe site, the mock-server serving only the demo apps' API).
import { buildAll } from './build.mjs';
import { installDependencies, log, repoRoot, run } from './lib.mjs';

try {
  installDependencies();
  await buildAll();
} catch (error) {
  console.error(`[tessera] ${error.message}`);
  process.exit(1);
}
log('Starting the backend, the three remotes and the host…');
try {
  run(process.execPath, ['scripts/serve-stack.mjs', ...process.argv.slice(2)], { cwd: repoRoot });
} catch {
  process.exit(1);
}

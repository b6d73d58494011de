#!/usr/bin/env node
// `npm run test:real-frappe`: the Frappe REST contract (mock-server/test/contract/) against a real Frappe 15 +
// ERPNext site, the same assertions `npm test` runs against the mock-server. Without a site named in the
// environment it says so in one line and succeeds.
import { log, repoRoot, runAsync } from './lib.mjs';

const REQUIRED = ['FRAPPE_CONTRACT_URL', 'FRAPPE_CONTRACT_USER', 'FRAPPE_CONTRACT_PASSWORD'];
const missing = REQUIRED.filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.log(`skipped: no real Frappe site configured (set ${REQUIRED.join(', ')}; missing ${missing.join(', ')})`);
  process.exit(0);
}

log(`Frappe REST contract against ${process.env.FRAPPE_CONTRACT_URL} as ${process.env.FRAPPE_CONTRACT_USER}…`);
const code = await runAsync('npx', ['jest', '--ci', '--config', 'mock-server/jest.real-frappe.config.cjs'], {
  cwd: repoRoot,
});
process.exit(code);

import { defineConfig } from '@playwright/test';
import { E2E_PORTS, chromiumLaunchOptions } from './support/environment';
import { layoutStorageState } from './support/layout-storage';

/**
 * Browser tests against the production builds, each app on its own origin as in a real deployment:
 * host :4000 (proxying /api to the mock-server :4800 on a fresh database), remotes :4001–4003.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  projects: [
    { name: 'browser', testIgnore: 'alone/**' },
    // Tests that count every task the backend holds run once the others are done, one at a time: a task another
    // test writes meanwhile would change their figure.
    { name: 'alone', testMatch: 'alone/**/*.spec.ts', dependencies: ['browser'], workers: 1 },
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.host}`,
    storageState: layoutStorageState(),
    launchOptions: chromiumLaunchOptions,
    // DOM snapshots and the network, without the screencast: its frames cost the two cores most of tracing's time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: [
      'node ../scripts/serve-stack.mjs --quiet --fresh-db',
      `--host-port ${E2E_PORTS.host}`,
      `--remote-ports ${E2E_PORTS.remotes.join(',')}`,
      `--mock-port ${E2E_PORTS.mock}`,
      '--db .tmp/e2e.sqlite',
    ].join(' '),
    url: `http://127.0.0.1:${E2E_PORTS.host}/remotes.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      BACKEND_URL: '',
      LOGIN_MAX_ATTEMPTS: '50',
      PASSWORD_RESET_LIMIT: '50',
      // The stack's host, and the isolation and releases tests' own hosts in front of the same backend.
      ALLOWED_ORIGINS: [
        E2E_PORTS.host,
        E2E_PORTS.isolationHost,
        E2E_PORTS.releases.production,
        E2E_PORTS.releases.staging,
      ]
        .map((port) => `http://127.0.0.1:${port}`)
        .join(','),
    },
  },
});

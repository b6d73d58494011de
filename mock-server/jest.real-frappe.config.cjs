// `npm run test:real-frappe`: the Frappe REST contract against a real site, one request at a time.
const { jestProject } = require('../build-presets/jest.cjs');

module.exports = {
  ...jestProject({ rootDir: __dirname, displayName: 'real-frappe', environment: 'node' }),
  testMatch: ['<rootDir>/test/contract/real-frappe.contract.ts'],
  // A real site over HTTP is slower than the mock-server in the same process.
  testTimeout: 60_000,
};

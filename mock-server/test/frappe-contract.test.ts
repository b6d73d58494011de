// The Frappe REST contract (./contract/frappe-contract.ts) against the mock-server in frappe-only mode, as a
// stock Frappe site answers; `npm run test:real-frappe` runs the same assertions against a real site.

import { describeFrappeContract } from './contract/frappe-contract';
import { MOCK_SERVER_BEHAVIOUR, type ContractTarget } from './contract/target';
import { serveForTests, USERS } from './helpers/server';

const served = serveForTests({ mode: { kind: 'frappe-only' } });

describeFrappeContract('the mock-server', (): ContractTarget => ({
  label: 'the mock-server',
  baseUrl: served.server.baseUrl,
  admin: { usr: USERS.sa, pwd: 'tessera-demo' },
  behaviour: MOCK_SERVER_BEHAVIOUR,
}));

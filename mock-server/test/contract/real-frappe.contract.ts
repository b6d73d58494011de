// The Frappe REST contract against the real site the environment names (./target.ts); run by
// `npm run test:real-frappe`, which says it is skipped when no site is named.

import { describeFrappeContract } from './frappe-contract';
import { realSiteFromEnvironment, REAL_SITE_VARIABLES } from './target';

const site = realSiteFromEnvironment();
if (!site) throw new Error(`no real Frappe site configured (set ${REAL_SITE_VARIABLES.join(', ')})`);

describeFrappeContract(site.label, () => site);

// A site the Frappe contract runs against: its address, a System Manager's sign-in, and how it knowingly
// differs from the others. Every difference is a named expectation here, asserted exactly on each target, so
// a change on either side fails the contract rather than passing unseen.

export interface Credentials {
  usr: string;
  pwd: string;
}

export interface TargetBehaviour {
  /**
   * Error bodies carry the traceback (`exc`, `exception`). A real site decides this by its configuration
   * (the kit site sends them); the mock-server never does.
   */
  sendsTracebacks: boolean;
  /**
   * frappe.client.get_count applies the user's permissions. Frappe 15's get_count is frappe.db.count, which
   * checks none: it counts rows the user may not read.
   */
  getCountAppliesPermissions: boolean;
  /**
   * Frappe keeps a trail of every deletion (a Deleted Document copy and a "Deleted" Comment), which the contract
   * deletes after its own records; the mock-server keeps none.
   */
  keepsDeletionTrail: boolean;
}

export interface ContractTarget {
  /** Named in the test titles. */
  label: string;
  baseUrl: string;
  /** A System Manager (on the mock-server a Tessera SA) who may also read, write and delete tasks. */
  admin: Credentials;
  behaviour: TargetBehaviour;
}

export const MOCK_SERVER_BEHAVIOUR: TargetBehaviour = {
  sendsTracebacks: false,
  getCountAppliesPermissions: true,
  keepsDeletionTrail: false,
};

export const FRAPPE_15_BEHAVIOUR: Omit<TargetBehaviour, 'sendsTracebacks'> = {
  getCountAppliesPermissions: false,
  keepsDeletionTrail: true,
};

/** The environment variables that name a real site; all three are needed. */
export const REAL_SITE_VARIABLES = ['FRAPPE_CONTRACT_URL', 'FRAPPE_CONTRACT_USER', 'FRAPPE_CONTRACT_PASSWORD'] as const;

/**
 * The real site the environment names, or null when it names none. Its errors carry tracebacks unless
 * `FRAPPE_CONTRACT_TRACEBACKS=0` says its System Settings turn `allow_error_traceback` off (on in a new site).
 */
export function realSiteFromEnvironment(env: NodeJS.ProcessEnv = process.env): ContractTarget | null {
  const [url, usr, pwd] = REAL_SITE_VARIABLES.map((name) => env[name] ?? '');
  if (!url || !usr || !pwd) return null;
  return {
    label: `Frappe site ${url}`,
    baseUrl: url.replace(/\/+$/, ''),
    admin: { usr, pwd },
    behaviour: { ...FRAPPE_15_BEHAVIOUR, sendsTracebacks: env.FRAPPE_CONTRACT_TRACEBACKS !== '0' },
  };
}

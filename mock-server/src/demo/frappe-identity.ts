// Who a demo request is when the demo service runs beside a real Frappe site (MOCK_MODE=demo-only): the
// site is asked (frappe.auth.get_logged_user with the browser's own `sid`), so one sign-in serves both and
// the demo service holds no accounts. Answers are kept briefly per sid, as every demo call would otherwise
// cost a round trip to Frappe; a sign-out is therefore noticed here within IDENTITY_TTL_MS.

import { parseCookies } from '../frappe/cookies';
import { FrappeError } from '../frappe/errors';
import { GUEST, signedInUser, type RequestUser } from '../frappe/roles';

const IDENTITY_TTL_MS = 30_000;
/** Sessions remembered at once; the oldest go first. */
const MAX_REMEMBERED = 5_000;

interface Remembered {
  user: RequestUser;
  until: number;
}

export class FrappeIdentity {
  private readonly bySid = new Map<string, Remembered>();
  private readonly pending = new Map<string, Promise<RequestUser>>();

  constructor(
    private readonly frappeUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user of the request's `sid` cookie according to Frappe, or Guest. */
  async userOf(cookieHeader: string | undefined): Promise<RequestUser> {
    const sid = parseCookies(cookieHeader).get('sid');
    if (!sid || sid === 'Guest') return GUEST;
    const remembered = this.bySid.get(sid);
    if (remembered && remembered.until > this.now()) return remembered.user;
    let asking = this.pending.get(sid);
    if (!asking) {
      asking = this.ask(sid).finally(() => this.pending.delete(sid));
      this.pending.set(sid, asking);
    }
    return asking;
  }

  private async ask(sid: string): Promise<RequestUser> {
    let response: Response;
    try {
      response = await fetch(new URL('/api/method/frappe.auth.get_logged_user', this.frappeUrl), {
        headers: { cookie: `sid=${sid}`, accept: 'application/json' },
      });
    } catch {
      throw new FrappeError('Exception', 'The sign-in server could not be reached. Try again in a moment.', {
        status: 502,
      });
    }
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const name = response.ok && typeof body?.message === 'string' ? body.message : null;
    if (!response.ok && response.status !== 401 && response.status !== 403) {
      throw new FrappeError('Exception', `The sign-in server answered ${response.status}. Try again in a moment.`, {
        status: 502,
      });
    }
    // The demo apps need only who the user is; roles stay Frappe's business.
    const user = name && name !== 'Guest' ? signedInUser(name, []) : GUEST;
    this.remember(sid, user);
    return user;
  }

  private remember(sid: string, user: RequestUser): void {
    this.bySid.delete(sid);
    this.bySid.set(sid, { user, until: this.now() + IDENTITY_TTL_MS });
    while (this.bySid.size > MAX_REMEMBERED) {
      const oldest = this.bySid.keys().next().value;
      if (oldest === undefined) break;
      this.bySid.delete(oldest);
    }
  }
}

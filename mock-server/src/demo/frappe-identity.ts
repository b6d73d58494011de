// Who a demo request is when the demo service runs beside a real Frappe site (MOCK_MODE=demo-only): the
// site is asked (frappe.auth.get_logged_user with the browser's own `sid`, then the user's roles from
// frappe.core.doctype.user.user.get_roles, which any signed-in user may call), so one sign-in serves both and
// the demo service holds no accounts. The roles decide who may change shared demo data (an EDITOR, not a
// GUEST). Answers are kept briefly per sid, as every demo call would otherwise cost round trips to Frappe; a
// sign-out or a changed role is therefore noticed here within IDENTITY_TTL_MS.

import { parseCookies } from '../frappe/cookies';
import { FrappeError } from '../frappe/errors';
import { GUEST, signedInUser, type RequestUser } from '../frappe/roles';

const GET_LOGGED_USER = '/api/method/frappe.auth.get_logged_user';
const GET_ROLES = '/api/method/frappe.core.doctype.user.user.get_roles';
const IDENTITY_TTL_MS = 30_000;
/** Sessions remembered at once; the oldest go first. */
const MAX_REMEMBERED = 5_000;

const isText = (value: unknown): value is string => typeof value === 'string';

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
    const name = await this.call(sid, GET_LOGGED_USER);
    const roles = typeof name === 'string' && name !== 'Guest' ? await this.call(sid, GET_ROLES, { uid: name }) : null;
    // Without roles, the session ended between the two calls.
    const user = typeof name === 'string' && Array.isArray(roles) ? signedInUser(name, roles.filter(isText)) : GUEST;
    this.remember(sid, user);
    return user;
  }

  /** What a Frappe method answers (its `message`) to the session `sid`; null when Frappe refuses the session. */
  private async call(sid: string, method: string, query: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(method, this.frappeUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { cookie: `sid=${sid}`, accept: 'application/json' },
      });
    } catch {
      throw new FrappeError('Exception', 'The sign-in server could not be reached. Try again in a moment.', {
        status: 502,
      });
    }
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.ok) return body?.message ?? null;
    if (response.status === 401 || response.status === 403) return null;
    throw new FrappeError('Exception', `The sign-in server answered ${response.status}. Try again in a moment.`, {
      status: 502,
    });
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

// Who a demo request is when the demo service runs beside a real Frappe site (MOCK_MODE=demo-only): the
// site is asked (frappe.auth.get_logged_user with the browser's own `sid`, then the user's roles from
// frappe.core.doctype.user.user.get_roles, which any signed-in user may call, and their full name from their
// own User record, as the app reads it), so one sign-in serves both and the demo service holds no accounts.
// The roles decide who may change shared demo data (an EDITOR, not a GUEST); the full name is how the demo
// apps show the user to others. Answers are kept briefly per sid, as every demo call would otherwise cost
// round trips to Frappe; a sign-out or a changed role is therefore noticed here within IDENTITY_TTL_MS.

import { parseCookies } from '../frappe/cookies';
import { FrappeError } from '../frappe/errors';
import { GUEST, signedInUser, type RequestUser } from '../frappe/roles';

const GET_LOGGED_USER = '/api/method/frappe.auth.get_logged_user';
const GET_ROLES = '/api/method/frappe.core.doctype.user.user.get_roles';
const USER_RECORD = '/api/resource/User/';
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
    const name = await this.method(sid, GET_LOGGED_USER);
    let user = GUEST;
    if (typeof name === 'string' && name !== 'Guest') {
      const [roles, fullName] = await Promise.all([
        this.method(sid, GET_ROLES, { uid: name }),
        this.fullNameOf(sid, name),
      ]);
      // Without roles, the session ended between the calls.
      if (Array.isArray(roles)) user = signedInUser(name, roles.filter(isText), fullName ?? name);
    }
    this.remember(sid, user);
    return user;
  }

  /** What a Frappe method answers (its `message`) to the session `sid`; null when Frappe refuses the session. */
  private async method(sid: string, method: string, query: Record<string, string> = {}): Promise<unknown> {
    const body = await this.call(sid, method, query);
    return body && 'message' in body ? (body.message ?? null) : null;
  }

  /**
   * The full name on the user's own User record (Frappe makes it of their first and last names); null when the
   * record has none, the site will not let them read it (403) or the session ended: the user name then stands
   * in, as in Frappe's own get_fullname.
   */
  private async fullNameOf(sid: string, name: string): Promise<string | null> {
    const body = await this.call(sid, `${USER_RECORD}${encodeURIComponent(name)}`, {}, [404]);
    const record = body?.data;
    const fullName = typeof record === 'object' && record !== null && 'full_name' in record ? record.full_name : null;
    return isText(fullName) && fullName.trim() !== '' ? fullName.trim() : null;
  }

  /**
   * Frappe's answer to the session `sid`; null when Frappe refuses the session (401, 403) or answers one of
   * `absent`; 502 for anything else that is not a success.
   */
  private async call(
    sid: string,
    path: string,
    query: Record<string, string>,
    absent: readonly number[] = [],
  ): Promise<Record<string, unknown> | null> {
    const url = new URL(path, this.frappeUrl);
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
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
    if (response.status === 401 || response.status === 403 || absent.includes(response.status)) return null;
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

// Everything a request handler needs, built once per server.

import type { Settings } from './config';
import type { Db } from './db/open';
import { LoginAttemptTracker } from './frappe/login-tracker';
import { RateLimiter } from './frappe/rate-limit';
import type { ResourceService } from './frappe/resource/service';
import { SessionStore } from './frappe/sessions';

export interface ServerContext {
  db: Db;
  settings: Settings;
  resources: ResourceService;
  sessions: SessionStore;
  loginTracker: LoginAttemptTracker;
  rateLimiter: RateLimiter;
  /** sign_up's redirect_to, returned by the user's next login (Frappe keeps it in its cache). */
  redirectAfterLogin: Map<string, string>;
}

export function createContext(db: Db, settings: Settings, resources: ResourceService): ServerContext {
  return {
    db,
    settings,
    resources,
    sessions: new SessionStore(db, settings.sessionExpirySeconds),
    loginTracker: new LoginAttemptTracker(settings.loginMaxAttempts, settings.loginLockSeconds),
    rateLimiter: new RateLimiter(),
    redirectAfterLogin: new Map(),
  };
}

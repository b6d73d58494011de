// Every whitelisted method by its dotted path.

import { API_KEY_METHODS } from './api-keys';
import { ASSIGN_TO_METHODS } from './assign-to';
import { CLIENT_METHODS } from './client';
import { COMMENT_METHODS } from './comment';
import { NOTIFICATION_LOG_METHODS } from './notification-log';
import { REALTIME_METHODS } from './realtime';
import { ROLE_METHODS } from './roles';
import { SEARCH_METHODS } from './search-link';
import { SESSION_METHODS } from './session';
import type { MethodDef } from './types';
import { UPDATE_PASSWORD_METHODS } from './update-password';
import { USER_METHODS } from './user';
import { USER_SETTINGS_METHODS } from './user-settings';

export const METHODS: ReadonlyMap<string, MethodDef> = new Map(
  Object.entries({
    ...SESSION_METHODS,
    ...USER_METHODS,
    ...UPDATE_PASSWORD_METHODS,
    ...ROLE_METHODS,
    ...API_KEY_METHODS,
    ...CLIENT_METHODS,
    ...USER_SETTINGS_METHODS,
    ...ASSIGN_TO_METHODS,
    ...SEARCH_METHODS,
    ...NOTIFICATION_LOG_METHODS,
    ...COMMENT_METHODS,
    ...REALTIME_METHODS,
  }),
);

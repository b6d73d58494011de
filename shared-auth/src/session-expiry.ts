import { isAxiosError } from 'axios';
import { apiClient } from './api-client';
import { verifySession } from './auth-service';
import { getSession } from './session-store';

/**
 * When the server refuses a request of a signed-in user, ask it (once, however many were refused) whether the
 * session still exists; if not, the session has ended and sign-in is offered over the page, instead of broken pages.
 */
apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  const url = isAxiosError(error) ? (error.config?.url ?? '') : '';
  const isSessionCall =
    url.includes('/api/method/login') || url.includes('get_logged_user') || url.includes('/api/method/logout');
  if ((status === 401 || status === 403) && !isSessionCall && getSession().status === 'signed-in') {
    await verifySession();
  }
  throw error;
});

// The session pages' code, one loader each. This file imports nothing shared, so the entry (index.ts) can start
// fetching the page in the address bar beside the app's own code, before federation has set up the singletons.
import type { PageModuleLoader } from '../routing/page-modules';

export const loadSignInPage: PageModuleLoader = () =>
  import('./SignInPage').then((module) => ({ default: module.SignInPage }));
export const loadSignUpPage: PageModuleLoader = () =>
  import('./SignUpPage').then((module) => ({ default: module.SignUpPage }));
export const loadForgotPasswordPage: PageModuleLoader = () =>
  import('./ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage }));
export const loadSetPasswordPage: PageModuleLoader = () =>
  import('./SetPasswordPage').then((module) => ({ default: module.SetPasswordPage }));

/** Which page's code the boot should fetch for an address under /session. */
export function sessionPageLoaderFor(pathname: string): PageModuleLoader | null {
  if (pathname === '/session/signup') return loadSignUpPage;
  if (pathname === '/session/forgot-password') return loadForgotPasswordPage;
  if (pathname === '/session/update-password') return loadSetPasswordPage;
  if (pathname === '/session' || pathname.startsWith('/session/signin')) return loadSignInPage;
  return null;
}

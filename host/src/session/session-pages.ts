// The session pages load on demand: a signed-in visitor never downloads their forms (formik, yup), and a
// signed-out one downloads only the page asked for.
import { lazy } from 'react';

export const loadSignInPage = () => import('./SignInPage');

export const SignInPage = lazy(() => loadSignInPage().then((module) => ({ default: module.SignInPage })));
export const SignUpPage = lazy(() => import('./SignUpPage').then((module) => ({ default: module.SignUpPage })));
export const ForgotPasswordPage = lazy(() =>
  import('./ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);

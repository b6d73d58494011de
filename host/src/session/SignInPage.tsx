import { useEffect, useLayoutEffect, useState } from 'react';
import { signIn, useSession } from 'shared-auth';
import { safeRedirectPath } from '../routing/safe-redirect';
import {
  InlineAlert,
  HStack,
  Heading,
  Link,
  Stack,
  Text,
  RouterLink,
  Navigate,
  useNavigate,
  useSearchParams,
} from 'shared-ui';
import { CredentialsForm } from './CredentialsForm';
import { SESSION_ENDED_MESSAGE } from './session-ended';
import { SignOutStatus } from './SignOutStatus';
import { staticFormValues } from './static-copy-form';
import { useSignOutRequest } from './use-sign-out';

/**
 * `staticCopy`: drawn at build time into the page's HTML (static-pages.tsx), shown until the app has started;
 * its button stays disabled, so Enter cannot submit the form natively (with the password in the URL).
 */
export function SignInPage({ staticCopy = false }: { staticCopy?: boolean }) {
  const [searchParams] = useSearchParams();
  const session = useSession();
  const redirectUrl = searchParams.get('redirectUrl');
  // No window when drawn at build time; no redirectUrl there either.
  const destination = redirectUrl === null ? '/' : safeRedirectPath(redirectUrl, window.location.origin);

  const signOutRequest = useSignOutRequest();
  const signOutPhase = signOutRequest.phase.kind;
  const signingOut = signOutPhase === 'signing-out' || signOutPhase === 'failed';

  useEffect(() => {
    document.title = signingOut ? 'Signing out · Tessera' : 'Sign in · Tessera';
  }, [signingOut]);

  // Already signed in and nowhere particular (or nowhere safe) to go: straight in, without a word about a
  // foreign redirectUrl.
  if (session.user && destination === '/' && !signingOut) return <Navigate to="/" replace />;

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {signingOut ? 'Sign out' : 'Sign in'}
      </Heading>
      <SignOutStatus phase={signOutRequest.phase} onRetry={signOutRequest.retry} />
      {session.endedElsewhere && !signingOut && <InlineAlert status="warning">{SESSION_ENDED_MESSAGE}</InlineAlert>}
      {/* The form appears only once the session has ended (or none was being ended). */}
      {!signingOut && <SignInForm redirectUrl={redirectUrl} destination={destination} staticCopy={staticCopy} />}
    </Stack>
  );
}

interface SignInFormProps {
  redirectUrl: string | null;
  destination: string;
  staticCopy: boolean;
}

function SignInForm({ redirectUrl, destination, staticCopy }: SignInFormProps) {
  const navigate = useNavigate();
  const session = useSession();
  // What was typed into the page's static copy before the app started (static-copy-form.ts); the caret goes back
  // to its field in the same commit that removes the copy.
  const [typedEarly] = useState(staticFormValues);
  useLayoutEffect(() => {
    if (typedEarly.focused) document.querySelector<HTMLInputElement>(`input[name="${typedEarly.focused}"]`)?.focus();
  }, [typedEarly]);

  return (
    <>
      {session.user && redirectUrl && (
        <InlineAlert status="warning">
          {`You are signed in as ${session.user.displayName} (${session.user.role}), who cannot open ${destination}. Sign in with another account.`}
        </InlineAlert>
      )}
      <CredentialsForm
        initialValues={{ usr: typedEarly.usr, pwd: typedEarly.pwd }}
        staticCopy={staticCopy}
        onSignIn={async (usr, pwd) => {
          await signIn(usr, pwd);
          navigate(destination, { replace: true });
        }}
      />
      <HStack justify="space-between" textStyle="sm">
        <Link asChild colorPalette="brand">
          <RouterLink to="/session/forgot-password">Forgot password?</RouterLink>
        </Link>
        <Text>
          New here?{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to="/session/signup">Create an account</RouterLink>
          </Link>
        </Text>
      </HStack>
    </>
  );
}

import { useEffect, useState } from 'react';
import { Form, Formik, TextField } from 'shared-ui/forms';
import * as yup from 'yup';
import { readableError, setPasswordWithKey } from 'shared-auth';
import { Button, Heading, InlineAlert, Link, RouterLink, Stack, Text, useNavigate, useSearchParams } from 'shared-ui';

/** Frappe refuses longer passwords (frappe.auth.MAX_PASSWORD_SIZE). */
const MAX_PASSWORD_LENGTH = 512;

const setPasswordSchema = yup.object({
  password: yup
    .string()
    .required('Enter a new password')
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`),
  confirmation: yup
    .string()
    .required('Enter the password again')
    .oneOf([yup.ref('password')], 'The two passwords are not the same'),
});

function AskForNewLink() {
  return (
    <Link asChild colorPalette="brand" textStyle="sm">
      <RouterLink to="/session/forgot-password">Ask for a new link</RouterLink>
    </Link>
  );
}

/**
 * Where a sign-up or password-reset mail leads (`/session/update-password?key=`): the new password is set with
 * the mail's key, which signs the user in, and the app opens. How strong the password must be is the site's
 * rule (Frappe's password policy), so its answer is shown as it comes.
 */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Set your password · Tessera';
  }, []);

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        Set your password
      </Heading>
      {key ? (
        <Formik
          initialValues={{ password: '', confirmation: '' }}
          validationSchema={setPasswordSchema}
          onSubmit={async ({ password }) => {
            setError(null);
            try {
              await setPasswordWithKey(key, password);
              navigate('/', { replace: true });
            } catch (failure) {
              setError(readableError(failure));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Set your password">
              <Stack gap="4">
                <Text color="fg.muted">Choose the password you will sign in with.</Text>
                {error && <InlineAlert status="error">{error}</InlineAlert>}
                <TextField name="password" label="New password" type="password" autoComplete="new-password" required />
                <TextField
                  name="confirmation"
                  label="New password, again"
                  type="password"
                  autoComplete="new-password"
                  required
                />
                <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving…">
                  Set password and sign in
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      ) : (
        <InlineAlert status="error">
          This link has no key. Open the link from your email again, or ask for a new one.
        </InlineAlert>
      )}
      <AskForNewLink />
    </Stack>
  );
}

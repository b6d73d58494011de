import { useEffect, useState } from 'react';
import { Form, Formik } from 'shared-ui/forms';
import * as yup from 'yup';
import { readableError, requestPasswordReset } from 'shared-auth';
import { InlineAlert, Button, Heading, Link, Stack, Text, RouterLink } from 'shared-ui';
import { TextField } from 'shared-ui/forms';

const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required('Enter your email').email('Enter a valid email address'),
});

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Reset password · Tessera';
  }, []);

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        Reset your password
      </Heading>
      {sentTo ? (
        <InlineAlert status="success">
          {`If ${sentTo} has an account, password reset instructions have been sent to it.`}
        </InlineAlert>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={forgotPasswordSchema}
          onSubmit={async ({ email }) => {
            setError(null);
            try {
              await requestPasswordReset(email.trim());
              setSentTo(email.trim());
            } catch (failure) {
              setError(readableError(failure));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Reset password">
              <Stack gap="4">
                <Text color="fg.muted">
                  Enter the email you sign in with and we will send you a link to set a new password.
                </Text>
                {error && <InlineAlert status="error">{error}</InlineAlert>}
                <TextField name="email" label="Email" type="email" autoComplete="email" required />
                <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Sending…">
                  Send reset link
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      <Link asChild colorPalette="brand" textStyle="sm">
        <RouterLink to="/session/signin">Back to sign in</RouterLink>
      </Link>
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { Form, Formik } from 'shared-ui/forms';
import * as yup from 'yup';
import { readableError, signUp, type SignUpResult } from 'shared-auth';
import { InlineAlert, Button, Heading, Link, Stack, Text, RouterLink } from 'shared-ui';
import { TextField } from 'shared-ui/forms';

const signUpSchema = yup.object({
  fullName: yup.string().trim().required('Enter your full name').max(140, 'Use at most 140 characters'),
  email: yup.string().trim().required('Enter your email').email('Enter a valid email address'),
});

export function SignUpPage() {
  const [result, setResult] = useState<SignUpResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Create an account · Tessera';
  }, []);

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        Create an account
      </Heading>
      {result && <InlineAlert status={result.created ? 'success' : 'warning'}>{result.message}</InlineAlert>}
      {!result?.created && (
        <Formik
          initialValues={{ fullName: '', email: '' }}
          validationSchema={signUpSchema}
          onSubmit={async ({ fullName, email }) => {
            setError(null);
            setResult(null);
            try {
              setResult(await signUp(email.trim(), fullName.trim()));
            } catch (failure) {
              setError(readableError(failure));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Create an account">
              <Stack gap="4">
                {error && <InlineAlert status="error">{error}</InlineAlert>}
                <TextField name="fullName" label="Full name" autoComplete="name" required />
                <TextField name="email" label="Email" type="email" autoComplete="email" required />
                <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Creating account…">
                  Create account
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      <Text textStyle="sm">
        Already have an account?{' '}
        <Link asChild colorPalette="brand">
          <RouterLink to="/session/signin">Sign in</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

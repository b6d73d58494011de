import { useState } from 'react';
import * as yup from 'yup';
import { readableError } from 'shared-auth';
import { Button, InlineAlert, Stack } from 'shared-ui';
import { Form, Formik, TextField } from 'shared-ui/forms';

const signInSchema = yup.object({
  usr: yup.string().trim().required('Enter your email'),
  pwd: yup.string().required('Enter your password'),
});

interface CredentialsFormProps {
  initialValues: { usr: string; pwd: string };
  /** Signs in with the trimmed email and the password; a rejection's readable message shows above the fields. */
  onSignIn: (usr: string, pwd: string) => Promise<void>;
  /** The page's static copy: its button stays off, so Enter cannot submit the form natively. */
  staticCopy?: boolean;
  /** Off where a button below the form would move when a field's message appears as the focus leaves it. */
  validateOnBlur?: boolean;
}

/** Email, password and "Sign in": the sign-in page's form, and the one offered over a page whose session ended. */
export function CredentialsForm({
  initialValues,
  onSignIn,
  staticCopy = false,
  validateOnBlur = true,
}: CredentialsFormProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={signInSchema}
      validateOnBlur={validateOnBlur}
      onSubmit={async ({ usr, pwd }) => {
        setError(null);
        try {
          await onSignIn(usr.trim(), pwd);
        } catch (failure) {
          setError(readableError(failure));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in">
          <Stack gap="4">
            {error && <InlineAlert status="error">{error}</InlineAlert>}
            <TextField name="usr" label="Email" type="email" autoComplete="username" required />
            <TextField name="pwd" label="Password" type="password" autoComplete="current-password" required />
            <Button
              type="submit"
              colorPalette="brand"
              disabled={staticCopy}
              loading={isSubmitting}
              loadingText="Signing in…"
            >
              Sign in
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

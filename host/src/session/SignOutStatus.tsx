import { Alert, Button, HStack, Spinner, Text, RouterLink } from 'shared-ui';
import type { SignOutPhase } from './use-sign-out';

/** What the sign-in page says about a sign-out: under way, done, or failed (with Try again). */
export function SignOutStatus({ phase, onRetry }: { phase: SignOutPhase; onRetry: () => void }) {
  if (phase.kind === 'signing-out') {
    return (
      <HStack role="status" gap="3" py="2">
        <Spinner size="sm" />
        <Text>Signing out…</Text>
      </HStack>
    );
  }
  if (phase.kind === 'signed-out') {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Description>You are signed out.</Alert.Description>
      </Alert.Root>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <Alert.Root status="error" role="alert" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title>You are still signed in</Alert.Title>
          <Alert.Description>{`Signing out did not finish: ${phase.message}`}</Alert.Description>
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" onClick={onRetry}>
              Try again
            </Button>
            <Button size="sm" variant="outline" asChild>
              <RouterLink to="/" replace>
                Back to Tessera
              </RouterLink>
            </Button>
          </HStack>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}

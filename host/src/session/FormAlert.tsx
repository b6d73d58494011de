import { Alert } from '@chakra-ui/react';

export function FormAlert({ status, children }: { status: 'error' | 'success' | 'warning' | 'info'; children: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}

import type { ReactNode } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';

interface InlineAlertProps {
  status: 'error' | 'success' | 'warning' | 'info';
  title?: string;
  children: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  /** E.g. a Retry button. */
  action?: ReactNode;
}

/** A message in the flow of a page or form; errors are announced at once (role="alert"), the rest politely. */
export function InlineAlert({ status, title, children, onDismiss, action }: InlineAlertProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
      {action}
      {onDismiss && <CloseButton size="sm" aria-label="Dismiss message" onClick={onDismiss} />}
    </Alert.Root>
  );
}

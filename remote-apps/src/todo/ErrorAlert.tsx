import { Alert, CloseButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ErrorAlertProps {
  title?: string;
  message: string;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  /** E.g. a Retry button. */
  action?: ReactNode;
}

/** An error message announced to assistive technology as soon as it appears. */
export function ErrorAlert({ title, message, onDismiss, action }: ErrorAlertProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {action}
      {onDismiss && <CloseButton size="sm" aria-label="Dismiss message" onClick={onDismiss} />}
    </Alert.Root>
  );
}

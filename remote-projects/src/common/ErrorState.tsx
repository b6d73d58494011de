import { Alert, Button } from '@chakra-ui/react';

interface ErrorStateProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** A failed load, with the server's reason and a way to try again. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}

import { HStack, Spinner, Text } from '@chakra-ui/react';

export function PageLoading({ label }: { label: string }) {
  return (
    <HStack role="status" gap="3" p="8" color="fg.muted">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
  );
}

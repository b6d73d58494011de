import { UiProvider, Button, Center, Heading, Stack, Text } from 'shared-ui';

/** The environment's remote manifest could not be read: nothing but the session pages could work. */
export function BootFailure({ message }: { message: string }) {
  return (
    <UiProvider>
      <Center minH="100vh" p="6">
        <Stack role="alert" gap="4" maxW="lg">
          <Heading as="h1" size="lg">
            Tessera could not start
          </Heading>
          <Text>The app's configuration could not be loaded. Check your connection and try again.</Text>
          <Text textStyle="sm" color="fg.muted">
            {message}
          </Text>
          <Button alignSelf="flex-start" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Stack>
      </Center>
    </UiProvider>
  );
}

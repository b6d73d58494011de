import { UiProvider, Center, Spinner, Stack, Text } from 'shared-ui';

/** The loading screen, inside an app that already provides the look. */
export function BootLoadingScreen() {
  return (
    <Center minH="100dvh" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.950" color="white">
      <Stack align="center" gap="4" role="status" aria-label="Loading Tessera">
        <Text textStyle="3xl" fontWeight="bold" letterSpacing="tight">
          Tessera
        </Text>
        <Spinner size="md" color="white" />
      </Stack>
    </Center>
  );
}

/** Shown from the first frame while the server is asked whether a session is open (it may be slow). */
export function BootLoading() {
  return (
    <UiProvider>
      <BootLoadingScreen />
    </UiProvider>
  );
}

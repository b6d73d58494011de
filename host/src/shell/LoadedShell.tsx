// The signed-in frame, rendered once its code is here: the boot preloads it for an app page (so usually at once);
// until then the boot's loading screen, and if its code cannot be fetched, a message with a way to try again.
import { Button, Center, Stack, Text } from 'shared-ui';
import { BootLoadingScreen } from '../BootLoading';
import { PageErrorBoundary } from '../remotes/PageErrorBoundary';
import { usePageModule } from '../routing/page-modules';
import type { ShellProps } from './Shell';
import { loadShell } from './shell-loader';

function ShellModule(props: ShellProps) {
  const Shell = usePageModule(loadShell);
  return Shell ? <Shell {...props} /> : <BootLoadingScreen />;
}

export function LoadedShell(props: ShellProps) {
  return (
    <PageErrorBoundary
      fallback={() => (
        <Center minH="100vh" p="6">
          <Stack role="alert" gap="4" maxW="lg">
            <Text>Tessera could not load its pages. Check your connection and try again.</Text>
            <Button alignSelf="flex-start" onClick={() => window.location.reload()}>
              Reload
            </Button>
          </Stack>
        </Center>
      )}
    >
      <ShellModule {...props} />
    </PageErrorBoundary>
  );
}

// The session pages load on demand: a signed-in visitor never downloads their forms (formik, yup), and a
// signed-out one downloads only the page asked for (the boot preloads the one in the address bar).
import { Button, Center, Spinner, Stack, Text } from 'shared-ui';
import { PageErrorBoundary } from '../remotes/PageErrorBoundary';
import { usePageModule, type PageModuleLoader } from '../routing/page-modules';

function LoadedSessionPage({ load }: { load: PageModuleLoader }) {
  const Page = usePageModule(load);
  if (Page) return <Page />;
  return (
    <Center py="10" role="status" aria-label="Loading">
      <Spinner color="brand.solid" />
    </Center>
  );
}

/** A session page inside the session card, with a way out if its code cannot be fetched. */
export function SessionPage({ load }: { load: PageModuleLoader }) {
  return (
    <PageErrorBoundary
      fallback={() => (
        <Stack gap="4" role="alert">
          <Text>This page could not be loaded. Check your connection and try again.</Text>
          <Button alignSelf="flex-start" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      )}
    >
      <LoadedSessionPage load={load} />
    </PageErrorBoundary>
  );
}

// A remote's standalone page for its own team: its routes and menu in a minimal frame, with the same
// shared-auth session and the dev server's same-origin /api proxy. Production users only ever see the host.
import { Suspense, lazy, useMemo, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router-dom';
import { Box, Button, ChakraProvider, Flex, HStack, Input, Spinner, Stack, Text, defaultSystem } from '@chakra-ui/react';
import { readableError, restoreSession, signIn, signOut, useSession, type RemoteRouteModule } from 'shared-auth';

function SignInForm() {
  const [usr, setUsr] = useState('');
  const [pwd, setPwd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(usr, pwd);
    } catch (failure) {
      setError(readableError(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit}>
      <Stack maxW="sm" gap="3">
        <Text fontWeight="semibold">Sign in to try this remote</Text>
        <Input aria-label="Email" placeholder="Email" value={usr} onChange={(e) => setUsr(e.target.value)} />
        <Input aria-label="Password" type="password" placeholder="Password" value={pwd} onChange={(e) => setPwd(e.target.value)} />
        {error && <Text color="red.600" role="alert">{error}</Text>}
        <Button type="submit" loading={busy}>Sign in</Button>
      </Stack>
    </form>
  );
}

function Harness({ title, routeModule }: { title: string; routeModule: RemoteRouteModule }) {
  const session = useSession();
  const pages = useMemo(
    () => routeModule.routes.map((route) => ({ route, Page: lazy(route.load) as ComponentType })),
    [routeModule],
  );
  return (
    <Box p="6">
      <Flex justify="space-between" align="center" mb="4">
        <Text fontWeight="bold">{title} · standalone</Text>
        {session.user && (
          <HStack>
            <Text>{session.user.displayName} ({session.user.role})</Text>
            <Button size="sm" variant="outline" onClick={() => void signOut()}>Sign out</Button>
          </HStack>
        )}
      </Flex>
      {session.status === 'signed-out' ? (
        <SignInForm />
      ) : (
        <>
          <HStack gap="4" mb="6" wrap="wrap">
            {routeModule.menu.flatMap((group) => group.items).map((item) => (
              <RouterLink key={item.path} to={item.path}>{item.name}</RouterLink>
            ))}
          </HStack>
          <Suspense fallback={<Spinner />}>
            <Routes>
              {pages.map(({ route, Page }) => (
                <Route key={route.path} path={route.path} element={<Page />} />
              ))}
              <Route path="*" element={<Text>Pick a page above.</Text>} />
            </Routes>
          </Suspense>
        </>
      )}
    </Box>
  );
}

export function renderStandalone(title: string, routeModule: RemoteRouteModule): void {
  void restoreSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <ChakraProvider value={defaultSystem}>
      <BrowserRouter>
        <Harness title={title} routeModule={routeModule} />
      </BrowserRouter>
    </ChakraProvider>,
  );
}

// A remote's standalone page for its own team: its routes and menu in a minimal frame, with the same
// shared-auth session and the dev server's same-origin /api proxy. Production users only ever see the host.
import { Suspense, lazy, useMemo, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { onSiteTimeZone, queryClient, readableError, restoreSession, signIn, signOut, useSession } from 'shared-auth';
import {
  UiProvider,
  type RouteModuleV2,
  Box,
  Button,
  Flex,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
  BrowserRouter,
  RouterLink,
  Route,
  Routes,
  setSiteTimeZone,
} from 'shared-ui';

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
        <Input
          aria-label="Password"
          type="password"
          placeholder="Password"
          value={pwd}
          onChange={(e) => setPwd(e.target.value)}
        />
        {error && (
          <Text color="red.600" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" loading={busy}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

function Harness({ title, routeModule }: { title: string; routeModule: RouteModuleV2 }) {
  const session = useSession();
  const pages = useMemo(
    () => routeModule.pages.map((route) => ({ route, Page: lazy(route.load) as ComponentType })),
    [routeModule],
  );
  const links = routeModule.pages.flatMap((page) =>
    page.menu ? [{ label: page.menu.label ?? page.title, to: page.menu.to ?? page.path }] : [],
  );
  return (
    <Box p="6">
      <Flex justify="space-between" align="center" mb="4">
        <Text fontWeight="bold">{title} · standalone</Text>
        {session.user && (
          <HStack>
            <Text>
              {session.user.displayName} ({session.user.role})
            </Text>
            <Button size="sm" variant="outline" onClick={() => void signOut()}>
              Sign out
            </Button>
          </HStack>
        )}
      </Flex>
      {session.status === 'signed-out' ? (
        <SignInForm />
      ) : (
        <>
          <HStack gap="4" mb="6" wrap="wrap">
            {links.map((link) => (
              <RouterLink key={link.to} to={link.to}>
                {link.label}
              </RouterLink>
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

export function renderStandalone(title: string, routeModule: RouteModuleV2): void {
  onSiteTimeZone(setSiteTimeZone);
  void restoreSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Harness title={title} routeModule={routeModule} />
        </BrowserRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

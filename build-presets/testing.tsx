// For component tests: renders UI as the apps do (Tessera's Chakra system, a query cache, a router). Each render
// gets its own cache with retries off, so one test's data never reaches another and failures show at once.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { system } from 'shared-ui';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

export function TestProviders({
  children,
  queryClient = testQueryClient(),
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ChakraProvider>
  );
}

/** Renders `ui` inside the providers, without a router. */
export function renderWithProviders(ui: ReactElement, queryClient?: QueryClient): RenderResult {
  return render(<TestProviders queryClient={queryClient}>{ui}</TestProviders>);
}

/** Renders a page at `path`, matched by `route`. */
export function renderPage(
  page: ReactElement,
  { route = '/', path = '/' }: { route?: string; path?: string } = {},
): RenderResult {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

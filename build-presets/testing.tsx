// For component tests: renders a page as the host does, inside Chakra's provider and a router, at `path`
// matched by `route`.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export function renderPage(page: ReactElement, { route = '/', path = '/' }: { route?: string; path?: string } = {}): RenderResult {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

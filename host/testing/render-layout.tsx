// For the layouts' component tests: a layout with the test menu around a page that shows the current path,
// followed by a button outside it (to move focus or click away to).
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { TestProviders } from 'build-presets/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui';
import { testMenu, testRemotes } from './navigation-fixtures';
import type { HostSection } from '../src/routing/route-table';
import type { LayoutProps } from '../src/shell/layouts/layout-props';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

export function renderLayout(Layout: ComponentType<LayoutProps>, path = '/projects/all', sections: HostSection[] = []) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Layout menu={testMenu} sections={sections} remotes={testRemotes} topBar={<header>top bar</header>}>
          <Routes>
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </Layout>
        <button type="button">outside</button>
      </MemoryRouter>
    </TestProviders>,
  );
}

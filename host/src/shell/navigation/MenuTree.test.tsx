import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'shared-ui';
import { TestProviders } from 'build-presets/testing';
import { MenuTree } from './MenuTree';
import { testMenu } from '@host/testing/navigation-fixtures';

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(path)}>go to {path}</button>;
}

function renderAt(path: string) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <MenuTree menu={testMenu} />
                <GoTo path="/charts/apex-chart/area" />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

const group = (name: string) => screen.getByRole('button', { name });

it('opens only the group holding the current page, nested groups included', () => {
  renderAt('/projects/engineering');
  expect(group('Projects')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'All projects' })).toBeInTheDocument();
  expect(group('Charts')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Recharts' })).not.toBeInTheDocument();
});

it('opens and closes a group on its button, and opens the group a navigation lands in', async () => {
  renderAt('/projects/all');
  await userEvent.click(group('Projects'));
  expect(screen.queryByRole('link', { name: 'All projects' })).not.toBeInTheDocument();
  await userEvent.click(group('Charts'));
  expect(screen.getByRole('link', { name: 'Recharts' })).toBeInTheDocument();
  expect(group('Apex charts')).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(screen.getByRole('button', { name: 'go to /charts/apex-chart/area' }));
  expect(group('Apex charts')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Area chart' })).toHaveAttribute('aria-current', 'page');
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from 'build-presets/testing';
import type { SidebarSectionProps } from 'shared-ui';
import type { HostSection } from '@host/routing/route-table';
import { SidebarSections } from './SidebarSections';

function Spaces({ compact, onNavigate }: SidebarSectionProps) {
  return (
    <button type="button" onClick={onNavigate}>
      {compact ? 'compact spaces' : 'spaces tree'}
    </button>
  );
}

const section = (load: HostSection['load'], id = 'spaces'): HostSection => ({
  id,
  label: 'Spaces',
  icon: 'folder',
  remote: 'remote_projects',
  load,
});

const renderSections = (sections: HostSection[], props: { compact?: boolean; onNavigate?: () => void } = {}) =>
  render(
    <TestProviders>
      <SidebarSections sections={sections} {...props} />
    </TestProviders>,
  );

it("draws a remote's section under its heading once its code has loaded, passing the placement on", async () => {
  const onNavigate = jest.fn();
  renderSections([section(() => Promise.resolve({ default: Spaces }))], { onNavigate });
  expect(screen.getByRole('heading', { name: 'Spaces' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'spaces tree' }));
  expect(onNavigate).toHaveBeenCalled();
  expect(screen.getByRole('region', { name: 'Spaces' })).toBeInTheDocument();
});

it('in a compact sidebar, drops the heading and tells the section', async () => {
  renderSections([section(() => Promise.resolve({ default: Spaces }), 'compact')], { compact: true });
  expect(await screen.findByRole('button', { name: 'compact spaces' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Spaces' })).not.toBeInTheDocument();
});

it('keeps a section that cannot load to itself, and Retry loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let attempts = 0;
  const load = () => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('remote down')) : Promise.resolve({ default: Spaces });
  };
  renderSections([section(load, 'flaky')]);
  expect(await screen.findByRole('alert')).toHaveTextContent('Spaces could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'spaces tree' })).toBeInTheDocument();
  expect(attempts).toBe(2);
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from 'build-presets/testing';
import { UsersIcon } from 'shared-ui';
import { StatCard } from './StatCard';

test('a figure with its change on the period before, up or down, in words', () => {
  renderWithProviders(
    <>
      <StatCard label="New tasks" value="12" icon={UsersIcon} change={{ percent: 50, period: 'last week' }} />
      <StatCard label="Overdue" value="3" change={{ percent: -25.4, period: 'last week' }} />
      <StatCard label="Projects" value="4" change={{ percent: null, period: 'last month' }} />
      <StatCard label="Steady" value="4" change={{ percent: 0.2, period: 'last month' }} />
    </>,
  );
  expect(screen.getByRole('group', { name: 'New tasks' })).toHaveTextContent('Up 50% on last week');
  expect(screen.getByRole('group', { name: 'Overdue' })).toHaveTextContent('Down 25% on last week');
  expect(screen.getByRole('group', { name: 'Projects' })).toHaveTextContent('Nothing to compare with last month');
  expect(screen.getByRole('group', { name: 'Steady' })).toHaveTextContent('No change on last month');
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { countLabel, NotificationCounter } from './NotificationCounter';

test('adding counts up the badge; opening the bell reads them all', async () => {
  const user = userEvent.setup();
  renderWithProviders(<NotificationCounter />);
  expect(screen.getByTestId('unread-count')).toHaveTextContent('3');

  await user.click(screen.getByRole('button', { name: 'Add a notification' }));
  expect(screen.getByTestId('unread-count')).toHaveTextContent('4');
  expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Notifications, 4 unread' }));
  expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  expect(screen.getByText('No unread notifications')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test('large counts are capped so the badge keeps its size', () => {
  expect(countLabel(99)).toBe('99');
  expect(countLabel(100)).toBe('99+');
});

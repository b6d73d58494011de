import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import CardsPage from './CardsPage';

test('like and bookmark are toggles, and the like count follows', async () => {
  const user = userEvent.setup();
  renderPage(<CardsPage />);
  const article = screen.getByRole('article', { name: 'Running a remote sprint review' });
  const like = within(article).getByRole('button', { name: /^Like/ });
  const bookmark = within(article).getByRole('button', { name: /^Bookmark/ });

  await user.click(like);
  expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(within(article).getByText('25 likes')).toBeInTheDocument();
  await user.click(like);
  expect(within(article).getByText('24 likes')).toBeInTheDocument();
  await user.click(bookmark);
  expect(bookmark).toHaveAttribute('aria-pressed', 'true');
});

test('dismissed cards come back with Undo, the last one first', async () => {
  const user = userEvent.setup();
  renderPage(<CardsPage />);
  const region = screen.getByRole('region', { name: 'Dismissible' });

  await user.click(within(region).getByRole('button', { name: 'Dismiss: Invite your team' }));
  await user.click(within(region).getByRole('button', { name: 'Dismiss: Label your tasks' }));
  expect(within(region).queryByText('Invite your team')).not.toBeInTheDocument();
  expect(within(region).getByText('Dismissed “Label your tasks”.')).toBeInTheDocument();

  await user.click(within(region).getByRole('button', { name: 'Undo' }));
  expect(within(region).getByText('Label your tasks')).toBeInTheDocument();
  expect(within(region).queryByText('Invite your team')).not.toBeInTheDocument();
});

test('the horizontal card joins and leaves the team', async () => {
  const user = userEvent.setup();
  renderPage(<CardsPage />);
  await user.click(screen.getByRole('button', { name: 'Join team' }));
  expect(screen.getByText('You and 3 members')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Leave team' }));
  expect(screen.getByText('3 members')).toBeInTheDocument();
});

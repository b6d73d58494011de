import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import PopoverPage from './PopoverPage';

test('the confirm popover deletes only on Yes, and the file can be restored', async () => {
  const user = userEvent.setup();
  renderPage(<PopoverPage />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(await screen.findByRole('button', { name: 'No' }));
  expect(screen.getByText('launch-plan-v3.pdf')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alertdialog', { name: 'Delete this?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
  expect(screen.getByRole('status')).toHaveTextContent('“launch-plan-v3.pdf” was deleted.');
  expect(screen.getByRole('button', { name: 'Restore it' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Restore it' }));
  expect(screen.getByText('launch-plan-v3.pdf')).toBeInTheDocument();
});

test('the hint opens from a button away from its trigger', async () => {
  const user = userEvent.setup();
  renderPage(<PopoverPage />);
  expect(screen.queryByText('New: saved filters')).not.toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Show the hint on Filters' }));
  expect(await screen.findByRole('dialog', { name: 'New: saved filters' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
});

test('the popover footer’s buttons close it and say what they did', async () => {
  const user = userEvent.setup();
  renderPage(<PopoverPage />);
  await user.click(screen.getByRole('button', { name: 'What’s new in boards?' }));
  await user.click(await screen.findByRole('button', { name: 'Remind me later' }));
  expect(screen.getByText('We will remind you tomorrow.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'What’s new in boards?' })).toHaveAttribute('aria-expanded', 'false');
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import ButtonsPage from './ButtonsPage';

test('the toggle and the attached group say which is on', async () => {
  const user = userEvent.setup();
  renderPage(<ButtonsPage />);
  const follow = screen.getByRole('button', { name: 'Follow project' });
  await user.click(follow);
  expect(follow).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('You get updates on this project.')).toBeInTheDocument();

  const range = screen.getByRole('group', { name: 'Calendar range' });
  await user.click(within(range).getByRole('button', { name: 'Month' }));
  expect(within(range).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(range).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('Showing one month of the calendar.')).toBeInTheDocument();
});

test('every demo button says it was pressed', async () => {
  const user = userEvent.setup();
  renderPage(<ButtonsPage />);
  const iconOnly = screen.getByRole('region', { name: 'Icon only' });
  await user.click(within(iconOnly).getByRole('button', { name: 'Delete' }));
  expect(within(iconOnly).getByText('Pressed: Delete')).toBeInTheDocument();
  const variants = screen.getByRole('region', { name: 'Variants' });
  await user.click(within(variants).getByRole('button', { name: 'Ghost' }));
  expect(within(variants).getByText('Pressed: ghost')).toBeInTheDocument();
});

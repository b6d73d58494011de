import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { FAQ_ENTRIES } from './content/faq';
import FaqPage from './FaqPage';

// Rendering Chakra's components under Testing Library is slow when the machine is busy.
jest.setTimeout(30_000);

/** The accordion's triggers, open or closed. */
function questionButtons() {
  return screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
}

test('every question shows, closed; a question opens its answer', async () => {
  const user = userEvent.setup();
  renderPage(<FaqPage />);

  expect(screen.getByRole('status')).toHaveTextContent(`${FAQ_ENTRIES.length} questions`);
  const first = screen.getByRole('button', { name: 'Where do I see every task at once?' });
  expect(first).toHaveAttribute('aria-expanded', 'false');
  await user.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/Projects → All tasks lists every task/)).toBeVisible();
});

test('filtering keeps the matching questions, opens them and marks the words', async () => {
  const user = userEvent.setup();
  const { container } = renderPage(<FaqPage />);

  await user.type(screen.getByRole('searchbox', { name: 'Filter questions' }), 'Dark mode');

  expect(screen.getByRole('status')).toHaveTextContent('1 question matches “Dark mode”');
  const only = screen.getByRole('button', { name: 'How do I switch to dark mode or a right-to-left layout?' });
  expect(only).toHaveAttribute('aria-expanded', 'true');
  expect(questionButtons()).toHaveLength(1);
  expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['dark mode', 'Dark mode']);
  // Still a normal accordion: the reader can close it.
  await user.click(only);
  expect(only).toHaveAttribute('aria-expanded', 'false');
});

test('a filter nothing matches says so, and Clear brings every question back', async () => {
  const user = userEvent.setup();
  renderPage(<FaqPage />);

  await user.type(screen.getByRole('searchbox', { name: 'Filter questions' }), 'blockchain');
  expect(screen.getByText('No question mentions “blockchain”')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
  expect(screen.getByRole('searchbox', { name: 'Filter questions' })).toHaveValue('');
  expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(FAQ_ENTRIES.length);
});

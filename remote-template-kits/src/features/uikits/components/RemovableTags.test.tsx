import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { INITIAL_TAGS, RemovableTags } from './RemovableTags';

test('tags are removed from the keyboard, focus moves on, and Reset brings them back', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RemovableTags />);
  expect(screen.getByText('5 of 5 tags')).toBeInTheDocument();

  screen.getByRole('button', { name: 'Remove tag Frontend' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.queryByText('Frontend')).not.toBeInTheDocument();
  expect(screen.getByText('4 of 5 tags')).toBeInTheDocument();
  // The focus moves a frame after the removal, once the list has been drawn without the tag.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove tag Research' })).toHaveFocus());

  for (const tag of INITIAL_TAGS.filter((name) => name !== 'Frontend')) {
    await user.click(screen.getByRole('button', { name: `Remove tag ${tag}` }));
  }
  expect(screen.getByText('No tags')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Task tags' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Reset tags' }));
  expect(screen.getAllByRole('button', { name: /^Remove tag/ })).toHaveLength(INITIAL_TAGS.length);
  expect(screen.getByRole('button', { name: 'Reset tags' })).toBeDisabled();
});

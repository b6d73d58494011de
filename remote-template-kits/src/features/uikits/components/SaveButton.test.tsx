import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { toaster } from 'shared-ui';
import { SAVE_DURATION_MS, SaveButton } from './SaveButton';

afterEach(() => jest.useRealTimers());

test('shows the loading text while saving, then confirms with a toast', async () => {
  jest.useFakeTimers();
  const toast = jest.spyOn(toaster, 'create');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<SaveButton />);

  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getByRole('button', { name: /Saving…/ })).toBeDisabled();
  expect(toast).not.toHaveBeenCalled();

  act(() => jest.advanceTimersByTime(SAVE_DURATION_MS));
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Changes saved' }));
});

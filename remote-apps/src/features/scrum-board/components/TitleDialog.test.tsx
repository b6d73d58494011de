import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { TitleDialog } from './TitleDialog';

// A dialog is heavy for jsdom on a small, busy machine: a longer bound to wait within.
jest.setTimeout(20_000);
const SLOW = { timeout: 8000 };

// The form loads on demand: its code (and formik's) is compiled before the tests, not inside the first.
beforeAll(() => import('./TitleForm'));

async function open(onSubmit: (title: string) => Promise<boolean>) {
  const onClose = jest.fn();
  renderWithProviders(
    <TitleDialog
      open
      heading="Add column"
      label="Column title"
      initial=""
      submitLabel="Add column"
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add column' }, SLOW);
  const title = await within(dialog).findByRole('textbox', { name: 'Column title' }, SLOW);
  return { dialog, title, onClose, user: userEvent.setup({ delay: null }) };
}

it('sends the title trimmed on Enter, then closes', async () => {
  const onSubmit = jest.fn().mockResolvedValue(true);
  const { title, onClose, user } = await open(onSubmit);
  await user.type(title, '  Review  {Enter}');
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onSubmit).toHaveBeenCalledWith('Review');
});

it('refuses a blank title next to the field, with the focus on it, and sends nothing', async () => {
  const onSubmit = jest.fn().mockResolvedValue(true);
  const { dialog, title, onClose, user } = await open(onSubmit);
  await user.type(title, '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Add column' }));

  expect(await within(dialog).findByText('Enter a title.')).toBeInTheDocument();
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveFocus();
  expect(onSubmit).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

it('stays open when the save fails, pointing at the page’s message', async () => {
  const onSubmit = jest.fn().mockResolvedValue(false);
  const { dialog, title, onClose, user } = await open(onSubmit);
  await user.type(title, 'Review{Enter}');
  expect(await within(dialog).findByText("Couldn't save it: see the message on the page.")).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('button', { name: 'Add column' })).toBeEnabled();
});

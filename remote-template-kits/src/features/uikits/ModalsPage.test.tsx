import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import ModalsPage from './ModalsPage';

test('the invite dialog stays open on an invalid send and closes on a valid one', async () => {
  const user = userEvent.setup();
  renderPage(<ModalsPage />);
  await user.click(screen.getByRole('button', { name: 'Invite a teammate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a teammate' });
  const email = await within(dialog).findByLabelText(/Email/);
  await user.type(email, 'not-an-address');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('Enter an email address such as name@company.com.')).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();

  await user.clear(email);
  await user.type(email, 'new.person@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a teammate' })).not.toBeInTheDocument());
});

test('the new-project steps need a name, keep it on Back, and create what the review shows', async () => {
  const user = userEvent.setup();
  renderPage(<ModalsPage />);
  await user.click(screen.getByRole('button', { name: 'New project' }));
  const dialog = await screen.findByRole('dialog', { name: 'New project' });
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByText('Give the project a name.')).toBeInTheDocument();
  expect(within(dialog).getByText('Step 1 of 3: Name')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText(/Project name/), 'Mobile app');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(within(dialog).getByText('Product launch'));
  await user.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(within(dialog).getByLabelText(/Project name/)).toHaveValue('Mobile app');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByText('Step 3 of 3: Review')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
  expect(await screen.findByText('Project “Mobile app” created from the Product launch template.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New project' })).not.toBeInTheDocument());
});

test('the nested owner picker closes on a choice and updates the dialog under it', async () => {
  const user = userEvent.setup();
  renderPage(<ModalsPage />);
  await user.click(screen.getByRole('button', { name: 'Edit milestone' }));
  const milestone = await screen.findByRole('dialog', { name: 'Milestone “Beta release”' });
  await user.click(within(milestone).getByRole('button', { name: 'Change owner…' }));
  const picker = await screen.findByRole('dialog', { name: 'Choose the owner' });
  await user.click(within(picker).getByRole('button', { name: 'Kenji Watanabe' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose the owner' })).not.toBeInTheDocument());
  expect(within(milestone).getByText('Kenji Watanabe')).toBeInTheDocument();
});

test('the lightbox steps through the screens and wraps around', async () => {
  const user = userEvent.setup();
  renderPage(<ModalsPage />);
  await user.click(screen.getByRole('button', { name: 'Open the Settings screen' }));
  const lightbox = await screen.findByRole('dialog', { name: 'Settings · 5 of 5' });
  await user.click(within(lightbox).getByRole('button', { name: 'Next' }));
  expect(within(lightbox).getByRole('img', { name: 'Sign-in screen' })).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}');
  expect(within(lightbox).getByRole('img', { name: 'Settings screen' })).toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { ReviewForm } from './ReviewForm';

jest.setTimeout(30_000);

const form = () => screen.getByRole('form', { name: 'Write a review' });
const stars = () => within(form()).getByLabelText(/^Your rating/);
const text = () => within(form()).getByLabelText(/^Your review/);

it('asks for the stars and a text of at least 10 characters before sending anything', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  renderWithProviders(<ReviewForm onSubmit={onSubmit} />);
  await user.type(text(), '  Too short ');
  await user.clear(text());
  await user.type(text(), 'Short');
  await user.click(screen.getByRole('button', { name: 'Post review' }));
  expect(await screen.findByText('Choose how many stars')).toBeVisible();
  expect(screen.getByText('At least 10 characters')).toBeVisible();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('sends the stars as a number and the text trimmed', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  renderWithProviders(<ReviewForm onSubmit={onSubmit} />);
  await user.selectOptions(stars(), '4');
  await user.type(text(), '  Clear sound, <b>comfy</b>.  ');
  await user.click(screen.getByRole('button', { name: 'Post review' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 4, text: 'Clear sound, <b>comfy</b>.' }));
});

it("shows the server's refusal in the form and keeps what was written", async () => {
  const user = userEvent.setup();
  const refusal = new Error('You have already reviewed this product. Edit your review to change it.');
  const onSubmit = jest.fn().mockRejectedValue(refusal);
  renderWithProviders(<ReviewForm onSubmit={onSubmit} />);
  await user.selectOptions(stars(), '2');
  await user.type(text(), 'Not what I expected.');
  await user.click(screen.getByRole('button', { name: 'Post review' }));
  expect(await screen.findByText(refusal.message)).toBeVisible();
  expect(text()).toHaveValue('Not what I expected.');
});

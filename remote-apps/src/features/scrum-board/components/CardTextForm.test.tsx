import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { testCard } from '@apps/testing/scrum-board-fixtures';
import { CardTextForm } from './CardTextForm';

const card = { ...testCard(7, 'Design the logo'), description: 'Two options' };

function renderForm() {
  const onSave = jest.fn().mockResolvedValue(true);
  renderWithProviders(<CardTextForm card={card} onSave={onSave} />);
  return { onSave, user: userEvent.setup({ delay: null }) };
}

it('offers Save once something changed, and saves the title trimmed with the description', async () => {
  const { onSave, user } = renderForm();
  const save = screen.getByRole('button', { name: 'Save title and description' });
  expect(save).toBeDisabled();
  const title = screen.getByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.type(title, '  Design the mark  ');
  await user.click(save);
  await waitFor(() =>
    expect(onSave).toHaveBeenCalledWith(
      { ...card, title: 'Design the mark', description: 'Two options' },
      'the title and description',
    ),
  );
});

it('refuses a blank title next to the field, with the focus on it, and saves nothing', async () => {
  const { onSave, user } = renderForm();
  const title = screen.getByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Save title and description' }));

  expect(await screen.findByText('A card needs a title.')).toBeInTheDocument();
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveFocus();
  expect(onSave).not.toHaveBeenCalled();
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { makeProduct } from '@apps/testing/ecommerce-fixtures';
import { nextIndex, ProductGallery } from './ProductGallery';

const phone = makeProduct({
  title: 'Novaphone 12',
  imgUrl: '/files/front.svg',
  gallery: [
    { url: '/files/front.svg', view: 'front' },
    { url: '/files/back.svg', view: 'back' },
    { url: '/files/silver.svg', view: 'in silver' },
  ],
});

const thumbnail = (name: string) =>
  within(screen.getByRole('group', { name: 'Pictures' })).getByRole('button', { name });
const mainPicture = () => screen.getByRole('button', { name: /^Enlarge the picture/ });

it('moves between the thumbnails with the arrow keys, showing and announcing the one selected', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ProductGallery product={phone} />);
  expect(within(mainPicture()).getByRole('img')).toHaveAttribute('alt', 'Novaphone 12, front');
  // One tab stop: the selected thumbnail.
  expect(thumbnail('Novaphone 12, front')).toHaveAttribute('tabindex', '0');
  expect(thumbnail('Novaphone 12, back')).toHaveAttribute('tabindex', '-1');

  thumbnail('Novaphone 12, front').focus();
  await user.keyboard('{ArrowRight}');
  expect(thumbnail('Novaphone 12, back')).toHaveFocus();
  expect(thumbnail('Novaphone 12, back')).toHaveAttribute('aria-pressed', 'true');
  expect(within(mainPicture()).getByRole('img')).toHaveAttribute('src', '/files/back.svg');
  expect(screen.getByText('Picture 2 of 3: Novaphone 12, back')).toBeInTheDocument();

  await user.keyboard('{End}');
  expect(thumbnail('Novaphone 12, in silver')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(thumbnail('Novaphone 12, front')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(within(mainPicture()).getByRole('img')).toHaveAttribute('alt', 'Novaphone 12, in silver');
});

it('mirrors the arrows right to left', () => {
  expect(nextIndex('ArrowLeft', 0, 3, true)).toBe(1);
  expect(nextIndex('ArrowRight', 0, 3, true)).toBe(2);
  expect(nextIndex('Home', 2, 3, false)).toBe(0);
  expect(nextIndex('a', 1, 3, false)).toBeNull();
});

it('opens the picture larger in a dialog', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ProductGallery product={phone} />);
  await user.click(mainPicture());
  const dialog = await screen.findByRole('dialog', { name: 'Novaphone 12, front' });
  expect(within(dialog).getByRole('img', { name: 'Novaphone 12, front' })).toHaveAttribute('src', '/files/front.svg');
});

it('shows a plain tile in place of a picture that fails to load, still named', () => {
  renderWithProviders(<ProductGallery product={phone} />);
  fireEvent.error(within(mainPicture()).getByRole('img'));
  expect(within(mainPicture()).getByRole('img', { name: 'Novaphone 12, front' }).tagName).toBe('DIV');
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { toaster } from 'shared-ui';
import type { CartItem } from 'tessera-contracts';
import CartPage from './CartPage';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { makeCartItem } from '@apps/testing/ecommerce-fixtures';

let api: DemoApi;
const fetchCart = () => api.route('GET /api/ecommerce/get-cart-list');
const updateCartAmount = () => api.route('POST /api/ecommerce/update-cart-amount');
const deleteFromCart = () => api.route('POST /api/ecommerce/delete-from-cart');
jest.setTimeout(20_000);

const earbuds = makeCartItem({ title: 'Sport Earbuds', price: 49, amount: 1 });
const shirt = makeCartItem({ title: 'Linen Shirt', price: 19.99, amount: 3 });

/** An answer the test releases when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function refusal(message: string, excType = 'ValidationError') {
  return Object.assign(new Error('Request failed with status code 417'), {
    isAxiosError: true,
    response: {
      status: 417,
      data: { exc_type: excType, _server_messages: JSON.stringify([JSON.stringify({ message })]) },
    },
  });
}

async function openCart(items: CartItem[]) {
  fetchCart().mockResolvedValue(items);
  const user = userEvent.setup();
  renderPage(<CartPage />, { route: '/ecommerce/cart', path: '/ecommerce/cart' });
  await screen.findByRole('heading', { level: 1, name: 'Cart' });
  return user;
}

const line = (title: string) =>
  within(screen.getByRole('list', { name: 'Cart items' })).getByRole('listitem', { name: title });
const badge = () => within(screen.getByRole('navigation', { name: 'Shop' })).queryByTestId('cart-badge');

beforeEach(() => {
  jest.resetAllMocks();
  api = installDemoApi();
});

afterEach(() => api.restore());

it('shows each line total and the total in exact cents, and the piece count on the badge', async () => {
  await openCart([earbuds, shirt]);
  expect(await within(line('Linen Shirt')).findByTestId('line-total')).toHaveTextContent('$59.97');
  expect(within(line('Sport Earbuds')).getByTestId('line-total')).toHaveTextContent('$49.00');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$108.97');
  expect(badge()).toHaveTextContent('4');
});

it('raises an amount at once, then takes the cart the server answers', async () => {
  const answer = deferred<CartItem[]>();
  updateCartAmount().mockReturnValue(answer.promise);
  const user = await openCart([earbuds, shirt]);
  await user.click(await screen.findByRole('button', { name: 'One more Sport Earbuds' }));
  expect(within(line('Sport Earbuds')).getByLabelText('Amount of Sport Earbuds')).toHaveValue(2);
  expect(badge()).toHaveTextContent('5');
  await waitFor(() =>
    expect(updateCartAmount()).toHaveBeenCalledWith({
      uid: '',
      productId: earbuds.id,
      amount: 2,
      modified: earbuds.modified,
    }),
  );
  answer.resolve([{ ...earbuds, amount: 2 }, shirt]);
  await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('$157.97'));
});

it('sends each amount on the version the one before it saved', async () => {
  const first = deferred<CartItem[]>();
  updateCartAmount()
    .mockReturnValueOnce(first.promise)
    .mockResolvedValueOnce([{ ...earbuds, amount: 3 }]);
  const user = await openCart([earbuds]);
  const more = await screen.findByRole('button', { name: 'One more Sport Earbuds' });
  await user.click(more);
  await user.click(more);
  expect(within(line('Sport Earbuds')).getByLabelText('Amount of Sport Earbuds')).toHaveValue(3);
  first.resolve([{ ...earbuds, amount: 2, modified: '2026-11-27 10:00:05.000000' }]);
  await waitFor(() =>
    expect(updateCartAmount()).toHaveBeenLastCalledWith({
      uid: '',
      productId: earbuds.id,
      amount: 3,
      modified: '2026-11-27 10:00:05.000000',
    }),
  );
  expect(within(line('Sport Earbuds')).getByLabelText('Amount of Sport Earbuds')).toHaveValue(3);
});

it('when another tab changed the line first, reloads the cart and says the change was not saved', async () => {
  const create = jest.spyOn(toaster, 'create');
  updateCartAmount().mockRejectedValue(
    refusal('Error: Document has been modified after you have opened it.', 'TimestampMismatchError'),
  );
  const user = await openCart([earbuds, shirt]);
  // The other tab set the earbuds to 5.
  fetchCart().mockResolvedValue([{ ...earbuds, amount: 5, modified: '2026-11-27 10:00:09.000000' }, shirt]);
  await user.click(await screen.findByRole('button', { name: 'One more Sport Earbuds' }));

  await waitFor(() => expect(within(line('Sport Earbuds')).getByLabelText('Amount of Sport Earbuds')).toHaveValue(5));
  expect(screen.getByTestId('order-total')).toHaveTextContent('$304.97');
  expect(badge()).toHaveTextContent('8');
  expect(create).toHaveBeenCalledWith({
    type: 'error',
    title: "Couldn't change the amount of “Sport Earbuds”.",
    description:
      'Your cart was changed in another tab or window in the meantime, so this change was not saved. ' +
      'The cart now shows the current amounts; change it again if you still want to.',
  });
});

it('puts a removed product back and says so when the server refuses', async () => {
  const create = jest.spyOn(toaster, 'create');
  const answer = deferred<CartItem[]>();
  deleteFromCart().mockReturnValue(answer.promise);
  const user = await openCart([earbuds, shirt]);
  await user.click(await screen.findByRole('button', { name: 'Remove Linen Shirt' }));
  expect(screen.queryByRole('listitem', { name: 'Linen Shirt' })).not.toBeInTheDocument();
  expect(badge()).toHaveTextContent('1');
  answer.reject(refusal('The shop is closed for maintenance'));
  expect(await screen.findByRole('listitem', { name: 'Linen Shirt' })).toBeInTheDocument();
  expect(badge()).toHaveTextContent('4');
  expect(create).toHaveBeenCalledWith({
    type: 'error',
    title: "Couldn't remove “Linen Shirt” from your cart.",
    description: 'The shop is closed for maintenance',
  });
});

it('says when the cart is empty and links to the products', async () => {
  await openCart([]);
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/ecommerce/products');
  expect(badge()).toBeNull();
});

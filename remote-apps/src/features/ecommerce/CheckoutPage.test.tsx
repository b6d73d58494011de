import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import type { Order } from 'tessera-contracts';
import CheckoutPage from './CheckoutPage';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { makeCartItem } from '@apps/testing/ecommerce-fixtures';

let api: DemoApi;
const fetchCart = () => api.route('GET /api/ecommerce/get-cart-list');
const fetchOrder = () => api.route('GET /api/ecommerce/get-order');
const placeOrder = () => api.route('POST /api/ecommerce/place-order');
// A whole form filled in and submitted under jsdom takes seconds on a busy machine.
jest.setTimeout(30_000);

const earbuds = makeCartItem({ title: 'Sport Earbuds', price: 49, amount: 3 });
const SHIPPING = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  address: '12 Analytical Row',
  city: 'London',
  postalCode: 'N1 9GU',
  country: 'United Kingdom',
};
const order: Order = {
  id: 7,
  orderNo: 'TS-2026-00007',
  createdAt: '2026-11-23T06:00:00.000Z',
  shipping: SHIPPING,
  cardHolder: 'Ada Lovelace',
  cardLast4: '4242',
  lines: [{ productId: earbuds.id, title: 'Sport Earbuds', priceCents: 4900, amount: 3 }],
  totalCents: 14700,
};

const form = () => screen.getByRole('form', { name: 'Checkout' });
// By label, not by role: role queries over a whole form are slow under jsdom.
const field = (name: string) => within(form()).getByLabelText(new RegExp(`^${name}`));

/** Sets the field's text in one change event: typing a whole form key by key is slow under jsdom. */
function enter(name: string, text: string) {
  fireEvent.change(field(name), { target: { value: text } });
}

function fillForm(cardNumber: string) {
  enter('Full name', SHIPPING.fullName);
  enter('Email', SHIPPING.email);
  enter('Phone', SHIPPING.phone);
  enter('Address', SHIPPING.address);
  enter('City', SHIPPING.city);
  enter('Postal code', SHIPPING.postalCode);
  enter('Country', SHIPPING.country);
  enter('Name on card', 'Ada Lovelace');
  enter('Expiry', '12/39');
  enter('Card number', cardNumber);
}

beforeEach(() => {
  jest.resetAllMocks();
  api = installDemoApi();
  fetchCart().mockResolvedValue([earbuds]);
  fetchOrder().mockResolvedValue(order);
});

afterEach(() => api.restore());

it("refuses a card that is not 16 digits with the spec's message, then places one order and confirms it", async () => {
  let answer!: (placed: Order) => void;
  placeOrder().mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const user = userEvent.setup();
  renderPage(<CheckoutPage />, { route: '/ecommerce/checkout', path: '/ecommerce/checkout' });
  expect(await screen.findByTestId('order-total')).toHaveTextContent('$147.00');

  fillForm('4242 4242 4242');
  await user.click(within(form()).getByRole('button', { name: 'Place order' }));
  expect(await within(form()).findByText('Invlid card')).toBeInTheDocument();
  expect(placeOrder()).not.toHaveBeenCalled();

  enter('Card number', '');
  await user.click(within(form()).getByRole('button', { name: 'Place order' }));
  expect(await within(form()).findByText('Card number is required')).toBeInTheDocument();

  enter('Card number', '4242 4242 4242 4242');
  const place = within(form()).getByRole('button', { name: 'Place order' });
  await user.click(place);
  await user.click(place);
  await waitFor(() => expect(placeOrder()).toHaveBeenCalled());
  expect(placeOrder()).toHaveBeenCalledTimes(1);
  const request = placeOrder().mock.calls[0]?.[0];
  expect(request).toMatchObject({
    shipping: SHIPPING,
    payment: { cardHolder: 'Ada Lovelace', cardNumber: '4242424242424242', expiry: '12/39' },
  });
  expect(request?.idempotencyKey).toMatch(/^checkout-[0-9a-f]{32}$/);

  answer(order);
  // The confirmation comes with a router transition, which a busy machine may take a while to show.
  expect(await screen.findByTestId('order-number', {}, { timeout: 10_000 })).toHaveTextContent('TS-2026-00007');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$147.00');
  expect(within(screen.getByRole('navigation', { name: 'Shop' })).queryByTestId('cart-badge')).toBeNull();
});

it('says why an order was not placed and keeps the form', async () => {
  placeOrder().mockRejectedValue(
    Object.assign(new Error('Request failed with status code 417'), {
      isAxiosError: true,
      response: {
        status: 417,
        data: {
          exc_type: 'ValidationError',
          _server_messages: JSON.stringify([JSON.stringify({ message: 'The card has expired' })]),
        },
      },
    }),
  );
  const user = userEvent.setup();
  renderPage(<CheckoutPage />, { route: '/ecommerce/checkout', path: '/ecommerce/checkout' });
  await screen.findByTestId('order-total');
  fillForm('4242424242424242');
  await user.click(within(form()).getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The card has expired');
  expect(field('Full name')).toHaveValue('Ada Lovelace');
});

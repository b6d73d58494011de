import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import type { InvoiceWithTotals } from 'tessera-contracts';
import { signInAs } from '@apps/testing/user-role';
import InvoicePage from './InvoicePage';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { testInvoice } from '@apps/testing/invoices-fixtures';

// The editor is a long form; jsdom renders it slowly on a busy machine.
jest.setTimeout(30_000);
let api: DemoApi;
const fetchInvoice = () => api.route('GET /api/invoices');
const updateInvoice = () => api.route<Partial<InvoiceWithTotals>>('POST /api/invoices/update');

const invoice = testInvoice(5, {
  orderNo: 'INV-5',
  vat: 20,
  items: [
    { name: 'Pen', unit: 3, price: 0.1 },
    { name: 'Desk', unit: 1, price: 0.2 },
  ],
});

beforeEach(() => {
  jest.resetAllMocks();
  signInAs('EDITOR');
  api = installDemoApi();
  fetchInvoice().mockResolvedValue(invoice);
});

afterEach(() => api.restore());

const open = () => renderPage(<InvoicePage />, { route: '/invoice/:id', path: '/invoice/5' });

describe('as a GUEST', () => {
  beforeEach(() => signInAs('GUEST'));

  it('shows the invoice and Print, without its status choice or Edit', async () => {
    open();
    const document = await screen.findByRole('region', { name: 'Invoice INV-5' });
    expect(within(document).getByTestId('invoice-total')).toHaveTextContent('$0.60');
    expect(screen.getByText('You can view this invoice; editing needs an Editor role.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('gets no editor at /invoice/new, and a way back', async () => {
    renderPage(<InvoicePage />, { route: '/invoice/:id', path: '/invoice/new' });
    expect(screen.getByText('You can view the invoices; editing needs an Editor role.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).toBeNull();
  });
});

it('shows the invoice with exact totals, and prints on demand', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const user = userEvent.setup();
  open();
  const document = await screen.findByRole('region', { name: 'Invoice INV-5' });
  // 0.30 + 0.20 = 0.50 exactly; 20 % VAT = 0.10
  expect(within(document).getByTestId('invoice-total')).toHaveTextContent('$0.60');
  await user.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
});

it('changes the status on the version it shows, and says so when the server refuses', async () => {
  updateInvoice().mockResolvedValueOnce({ ...invoice, status: 'delivered', modified: 'v2' });
  const user = userEvent.setup();
  open();
  await screen.findByRole('region', { name: 'Invoice INV-5' });
  await user.selectOptions(screen.getByLabelText('Status'), 'delivered');
  await waitFor(() =>
    expect(updateInvoice()).toHaveBeenCalledWith({ status: 'delivered', id: 5, modified: invoice.modified }),
  );
  expect(await screen.findByText('Delivered', { selector: 'span' })).toBeInTheDocument();

  updateInvoice().mockRejectedValueOnce(new Error('Network down'));
  await user.selectOptions(screen.getByLabelText('Status'), 'pending');
  await waitFor(() => expect(updateInvoice()).toHaveBeenLastCalledWith({ status: 'pending', id: 5, modified: 'v2' }));
  expect(await screen.findByText(/The status was not changed/)).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveValue('delivered');
});

it('edits lines with live totals and saves them', async () => {
  updateInvoice().mockImplementation((changes) => Promise.resolve({ ...invoice, ...changes, modified: 'v2' }));
  const user = userEvent.setup();
  open();
  await screen.findByRole('region', { name: 'Invoice INV-5' });
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const editor = screen.getByRole('form', { name: 'Invoice editor' });
  await user.click(within(editor).getByRole('button', { name: 'Add item' }));
  await user.type(within(editor).getByRole('textbox', { name: /^Item 3/ }), 'Lamp');
  await user.clear(within(editor).getByRole('textbox', { name: /^Quantity 3/ }));
  await user.type(within(editor).getByRole('textbox', { name: /^Quantity 3/ }), '2');
  await user.type(within(editor).getByRole('textbox', { name: /^Price 3/ }), '19.99');
  await user.click(within(editor).getByRole('button', { name: 'Remove item 1' }));
  // 0.20 + 39.98 = 40.18; VAT 8.036 → 8.04
  expect(within(editor).getByTestId('invoice-total')).toHaveTextContent('$48.22');
  await user.click(within(editor).getByRole('button', { name: 'Save invoice' }));
  await waitFor(() => expect(updateInvoice()).toHaveBeenCalled());
  expect(updateInvoice().mock.calls[0]?.[0].items).toEqual([
    { name: 'Desk', unit: 1, price: 0.2 },
    { name: 'Lamp', unit: 2, price: 19.99 },
  ]);
  expect(await screen.findByRole('region', { name: 'Invoice INV-5' })).toBeInTheDocument();
});

it('says when the invoice does not exist', async () => {
  fetchInvoice().mockRejectedValue(
    Object.assign(new Error('Request failed with status code 404'), {
      isAxiosError: true,
      response: { status: 404, data: { exc_type: 'DoesNotExistError' } },
    }),
  );
  open();
  expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
});

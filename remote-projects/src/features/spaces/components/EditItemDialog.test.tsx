import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { installFakeServer, type FakeServer } from 'shared-auth/testing';
import type { TreeItem } from '../api/tree-item';
import { EditItemDialog, type EditMode } from './EditItemDialog';

const PRODUCT: TreeItem = {
  kind: 'space',
  doc: { name: 'product', name1: 'Product', color: '#7c3aed', modified: 'm-product' },
};

// A dialog is heavy for jsdom on a small, busy machine: a longer bound to wait within.
jest.setTimeout(20_000);
const SLOW = { timeout: 8000 };

// The form loads on demand: its code (and formik's) is compiled before the tests, not inside the first.
beforeAll(() => import('./EditItemForm'));

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer(({ method }) => (method === 'PUT' ? { status: 200, data: { data: {} } } : undefined));
});
afterEach(() => server.restore());

async function open(mode: EditMode) {
  const onSaved = jest.fn();
  renderWithProviders(<EditItemDialog item={PRODUCT} mode={mode} onClose={jest.fn()} onSaved={onSaved} />);
  const name = mode === 'rename' ? 'Rename the space' : "Change the space's colour";
  const dialog = await screen.findByRole('dialog', { name }, SLOW);
  // The form loads on demand, under the dialog's heading.
  await within(dialog).findByRole('button', { name: 'Save' }, SLOW);
  return { dialog, onSaved, user: userEvent.setup({ delay: null }) };
}

const puts = () => server.calls.filter((call) => call.method === 'PUT');

it('renames with the name trimmed, on the version the user saw', async () => {
  const { dialog, onSaved, user } = await open('rename');
  const name = within(dialog).getByRole('textbox', { name: /Name/ });
  expect(name).toHaveValue('Product');
  await user.clear(name);
  await user.type(name, '  Platform  {Enter}');
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(puts()).toEqual([
    expect.objectContaining({
      url: '/api/resource/Spaces/product',
      body: { name1: 'Platform', modified: 'm-product' },
    }),
  ]);
});

it('refuses a blank name next to the field, with the focus on it, and sends nothing', async () => {
  const { dialog, onSaved, user } = await open('rename');
  const name = within(dialog).getByRole('textbox', { name: /Name/ });
  await user.clear(name);
  await user.type(name, '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveFocus();
  expect(puts()).toEqual([]);
  expect(onSaved).not.toHaveBeenCalled();
});

it('refuses a colour that is not #rrggbb, and sends nothing', async () => {
  const { dialog, onSaved, user } = await open('color');
  const hex = within(dialog).getByRole('textbox', { name: 'Hex value' });
  await user.clear(hex);
  await user.type(hex, 'teal');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByText('Enter the color as #rrggbb.')).toBeInTheDocument();
  expect(hex).toHaveFocus();
  expect(puts()).toEqual([]);
  expect(onSaved).not.toHaveBeenCalled();
});

it("shows the server's refusal readably and keeps the dialog open", async () => {
  server.restore();
  server = installFakeServer(({ method }) =>
    method === 'PUT'
      ? {
          status: 417,
          data: {
            exc_type: 'TimestampMismatchError',
            _server_messages: JSON.stringify([
              JSON.stringify({ message: 'Document has been modified after you have opened it' }),
            ]),
          },
        }
      : undefined,
  );
  const { dialog, onSaved, user } = await open('rename');
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' two{Enter}');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/modified/);
  expect(onSaved).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, Dialog } from '@chakra-ui/react';
import * as yup from 'yup';
import { system } from '../theme/system';
import { DialogForm, type DialogFormOutcome } from './DialogForm';
import { TextField } from './formik-fields';

// The first test renders Chakra's dialog for the first time: under half a second alone, over five on a busy machine.
jest.setTimeout(15_000);

const schema = yup.object({ name: yup.string().trim().required('Enter a name.') });

/** A send the test answers when it chooses. */
function heldSend() {
  let answer!: (outcome: DialogFormOutcome) => void;
  const send = jest.fn(() => new Promise<DialogFormOutcome>((resolve) => (answer = resolve)));
  return { send, answer: (outcome: DialogFormOutcome) => answer(outcome) };
}

function renderForm(onSubmit: (values: { name: string }) => Promise<DialogFormOutcome>, onCancel = jest.fn()) {
  render(
    <ChakraProvider value={system}>
      <Dialog.Root open>
        <Dialog.Positioner>
          <Dialog.Content aria-label="Rename">
            <DialogForm
              initialValues={{ name: '' }}
              validationSchema={schema}
              onSubmit={onSubmit}
              onCancel={onCancel}
              submitLabel="Rename"
              submittingLabel="Renaming…"
              refusedTitle="Couldn't rename it"
            >
              <TextField name="name" label="Name" />
            </DialogForm>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </ChakraProvider>,
  );
  return onCancel;
}

describe('DialogForm', () => {
  it('checks the rules before sending and puts the keyboard on the field to fix', async () => {
    const { send } = heldSend();
    renderForm(send);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('cannot be sent twice while sending, and shows a refusal with the input kept', async () => {
    const { send, answer } = heldSend();
    renderForm(send);
    await userEvent.type(screen.getByLabelText('Name'), 'Plan');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Plan' }));
    const sending = screen.getByRole('button', { name: /Renaming/ });
    expect(sending).toBeDisabled();

    answer({ refused: 'Not permitted' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't rename itNot permitted");
    expect(screen.getByLabelText('Name')).toHaveValue('Plan');
    expect(screen.getByRole('button', { name: 'Rename' })).toBeEnabled();
  });

  it('Cancel leaves without sending', async () => {
    const { send } = heldSend();
    const onCancel = renderForm(send);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});

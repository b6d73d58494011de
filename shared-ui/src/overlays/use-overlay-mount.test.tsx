import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, Dialog } from '@chakra-ui/react';
import { UiProvider } from '../UiProvider';
import { ModalFrame } from '../blocks/ModalFrame';
import { useOverlayMount } from './use-overlay-mount';

function Probe({ open, exit }: { open: boolean; exit?: (done: () => void) => void }) {
  const { mounted, onExitComplete } = useOverlayMount(open);
  if (exit && !open && mounted) exit(onExitComplete);
  return <p>{mounted ? 'mounted' : 'absent'}</p>;
}

test('absent until first opened, then kept until its closing has ended', () => {
  let finishExit: (() => void) | undefined;
  const exit = (done: () => void) => {
    finishExit = done;
  };
  const { rerender } = render(<Probe open={false} exit={exit} />);
  expect(screen.getByText('absent')).toBeInTheDocument();
  rerender(<Probe open exit={exit} />);
  expect(screen.getByText('mounted')).toBeInTheDocument();
  // Closing: still there while it animates…
  rerender(<Probe open={false} exit={exit} />);
  expect(screen.getByText('mounted')).toBeInTheDocument();
  // …and gone once the animation reports its end.
  act(() => finishExit?.());
  expect(screen.getByText('absent')).toBeInTheDocument();
});

test('a modal frame mounted on demand still opens, closes after its animation and returns focus', async () => {
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open it</Button>
        <ModalFrame open={open} onClose={() => setOpen(false)}>
          <Dialog.Header>
            <Dialog.Title>Question</Dialog.Title>
          </Dialog.Header>
          <Dialog.Footer>
            <Button onClick={() => setOpen(false)}>Close it</Button>
          </Dialog.Footer>
        </ModalFrame>
      </>
    );
  }
  const user = userEvent.setup();
  render(
    <UiProvider>
      <Page />
    </UiProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open it' }));
  expect(await screen.findByRole('dialog', { name: 'Question' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close it' }));
  await waitFor(() => expect(document.querySelector('[data-scope="dialog"]')).toBeNull());
  expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
});

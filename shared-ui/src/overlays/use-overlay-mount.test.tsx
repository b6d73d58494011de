import { act, render, screen } from '@testing-library/react';
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

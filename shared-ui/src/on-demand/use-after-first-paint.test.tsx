import { render, screen, waitFor } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

function Probe({ seen }: { seen: boolean[] }) {
  const painted = useAfterFirstPaint();
  seen.push(painted);
  return <p>{painted ? 'painted' : 'first frame'}</p>;
}

test('is false for the first render and turns true after the next frame', async () => {
  const seen: boolean[] = [];
  render(<Probe seen={seen} />);
  expect(screen.getByText('first frame')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('painted')).toBeInTheDocument());
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
});

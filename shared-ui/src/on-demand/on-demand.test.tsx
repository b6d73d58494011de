import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader whose promise the test settles by hand, counting its calls. */
function manualLoader() {
  const calls: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ error: null })}>
        Failed: {this.state.error.message}
      </button>
    );
  }
}

describe('onDemand', () => {
  it('draws the placeholder until the code has loaded, then the component with its props', async () => {
    const { load, calls } = manualLoader();
    const LazyGreeting = onDemand(load, <p>Loading…</p>);
    render(<LazyGreeting name="Ada" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => calls[0]?.resolve(Greeting));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('loads once for a preload and any number of drawings, and draws at once once loaded', async () => {
    const { load, calls } = manualLoader();
    const LazyGreeting = onDemand(load);
    const preloaded = LazyGreeting.preload();
    const first = render(<LazyGreeting name="Ada" />);
    await act(async () => {
      calls[0]?.resolve(Greeting);
      await preloaded;
    });
    first.unmount();
    render(<LazyGreeting name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('gives a failed load to the error boundary, and loads again when drawn again', async () => {
    const { load, calls } = manualLoader();
    const LazyGreeting = onDemand(load);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <LazyGreeting name="Ada" />
      </Boundary>,
    );
    await act(async () => calls[0]?.reject(new Error('chunk failed')));
    const retry = screen.getByRole('button', { name: 'Failed: chunk failed' });
    await userEvent.click(retry);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve(Greeting));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });
});

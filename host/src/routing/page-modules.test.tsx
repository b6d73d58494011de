import { render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { PageErrorBoundary } from '../remotes/PageErrorBoundary';
import { forgetPageModule, preloadPageModule, usePageModule, type PageModuleLoader } from './page-modules';

function Page({ load }: { load: PageModuleLoader }) {
  const Loaded = usePageModule(load);
  return Loaded ? <Loaded /> : <p>loading</p>;
}

const renderPage = (load: PageModuleLoader) =>
  render(
    <PageErrorBoundary fallback={(error) => <p>failed: {error.message}</p>}>
      <Page load={load} />
    </PageErrorBoundary>,
  );

it('shows the loading state, then the page once its module has loaded', async () => {
  const load: PageModuleLoader = () => Promise.resolve({ default: () => <h1>the page</h1> });
  renderPage(load);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'the page' })).toBeInTheDocument();
});

it('renders a preloaded page in the first render, with no loading state in between', async () => {
  const load: PageModuleLoader = () => Promise.resolve({ default: () => <h1>ready at once</h1> });
  await preloadPageModule(load);
  renderPage(load);
  expect(screen.getByRole('heading', { name: 'ready at once' })).toBeInTheDocument();
});

it('draws a preloaded page once: no second render after mounting', async () => {
  const renders = jest.fn();
  const load: PageModuleLoader = () =>
    Promise.resolve({
      default: () => {
        renders();
        return <h1>drawn once</h1>;
      },
    });
  await preloadPageModule(load);
  renderPage(load);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.getByRole('heading', { name: 'drawn once' })).toBeInTheDocument();
  expect(renders).toHaveBeenCalledTimes(1);
});

it('shows a page whose module finished loading between its render and its effects', async () => {
  let finish!: () => void;
  const arrived = new Promise<void>((resolve) => (finish = resolve));
  const load: PageModuleLoader = () => arrived.then(() => ({ default: () => <h1>arrived meanwhile</h1> }));
  void preloadPageModule(load);
  function LoadsDuringRender() {
    const Loaded = usePageModule(load);
    // The module settles after this render has read it as loading, before its effects run.
    if (!Loaded) finish();
    return Loaded ? <Loaded /> : <p>loading</p>;
  }
  // Outside act, as in a browser: the effects run in a later task, after the module's promise has settled.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    root.render(<LoadsDuringRender />);
    for (let wait = 0; wait < 50 && container.textContent !== 'arrived meanwhile'; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container.textContent).toBe('arrived meanwhile');
  } finally {
    root.unmount();
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  }
});

it('loads a module once for every page that asks', async () => {
  const load = jest.fn<ReturnType<PageModuleLoader>, []>(() => Promise.resolve({ default: () => <h1>shared</h1> }));
  renderPage(load);
  renderPage(load);
  await waitFor(() => expect(screen.getAllByRole('heading', { name: 'shared' })).toHaveLength(2));
  expect(load).toHaveBeenCalledTimes(1);
});

it('hands a failed load to the error boundary, and loads again once forgotten', async () => {
  let fail = true;
  const load: PageModuleLoader = () =>
    fail ? Promise.reject(new Error('chunk gone')) : Promise.resolve({ default: () => <h1>back</h1> });
  const first = renderPage(load);
  expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();
  first.unmount();
  fail = false;
  forgetPageModule(load);
  renderPage(load);
  expect(await screen.findByRole('heading', { name: 'back' })).toBeInTheDocument();
});

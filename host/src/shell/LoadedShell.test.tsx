import { render, screen } from '@testing-library/react';
import { TestProviders } from 'build-presets/testing';
import { forgetPageModule } from '../routing/page-modules';
import { LoadedShell } from './LoadedShell';
import { loadShell } from './shell-loader';

jest.mock('./shell-loader', () => ({ loadShell: jest.fn() }));
const mockedLoadShell = loadShell as jest.MockedFunction<typeof loadShell>;

function renderShell() {
  return render(
    <TestProviders>
      <LoadedShell menu={[]} routes={[]} sections={[]} />
    </TestProviders>,
  );
}

afterEach(() => {
  // Loaded code is kept for the app's lifetime; each test starts from none loaded.
  forgetPageModule(loadShell);
  mockedLoadShell.mockReset();
});

test('the frame shows once its code has loaded, with the menu it is given', async () => {
  mockedLoadShell.mockResolvedValue({
    default: ({ menu }) => <nav aria-label="Main">{`${menu.length} groups`}</nav>,
  });
  renderShell();
  expect(await screen.findByRole('navigation', { name: 'Main' })).toHaveTextContent('0 groups');
});

test('a frame whose code cannot be fetched says so and offers a reload, instead of a blank page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoadShell.mockRejectedValue(new Error('ChunkLoadError: Loading chunk 591 failed'));
  renderShell();
  expect(await screen.findByRole('alert')).toHaveTextContent('Tessera could not load its pages');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});

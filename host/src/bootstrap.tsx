import { createRoot } from 'react-dom/client';
import { getSession, restoreSession } from 'shared-auth';
import { App } from './App';
import { BootFailure } from './BootFailure';
import { BootLoading } from './BootLoading';
import { startLayoutSettingsSync } from './customizer/settings-sync';
import { fetchRemoteManifest } from './federation/remote-manifest';
import { startRemotes } from './federation/remote-registry';

declare const __webpack_public_path__: string;

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  root.render(<BootLoading />);
  startLayoutSettingsSync();

  // A stored profile shows at once; without one, wait for the server's answer so a live session is not
  // sent to the sign-in page.
  const sessionRestored = restoreSession();
  // remotes.json sits beside the host's own files, wherever they are served from.
  const manifestUrl = new URL('remotes.json', __webpack_public_path__ || window.location.origin).toString();

  let manifest;
  try {
    manifest = await fetchRemoteManifest(manifestUrl);
  } catch (error) {
    root.render(<BootFailure message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  void startRemotes(manifest);
  if (getSession().status === 'signed-out') await sessionRestored;
  root.render(<App />);
}

void boot();

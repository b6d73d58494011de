import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-ui';
import { TestProviders } from 'build-presets/testing';
import { AUTH_USER_STORAGE_KEY, getSession } from 'shared-auth';
import { installFakeServer, setSessionForTest, type FakeReply, type FakeServer } from 'shared-auth/testing';
import { SignInPage } from './SignInPage';
import { SIGN_OUT_STATE } from './sign-out-state';

const USER = {
  userId: 'admin@x.io',
  email: 'admin@x.io',
  displayName: 'Adam Reyes',
  role: 'ADMIN' as const,
  photoURL: null,
};

let server: FakeServer | null = null;
/** The logout answers, in order; each is held until its test releases it. */
let logoutReplies: Array<Promise<FakeReply>> = [];

beforeEach(() => {
  window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(USER));
  setSessionForTest(USER);
  logoutReplies = [];
});

afterEach(() => {
  server?.restore();
  server = null;
});

/** Logout answers the replies queued by the test, in order, each only once the test releases it. */
function serveLogout() {
  server = installFakeServer((request) => {
    if (request.method === 'POST' && request.url === '/api/method/logout')
      return logoutReplies.shift() ?? { status: 200, data: {} };
    return undefined;
  });
}

function deferred() {
  let resolve!: (reply: FakeReply) => void;
  logoutReplies.push(new Promise<FakeReply>((r) => (resolve = r)));
  return resolve;
}

function renderSignOut() {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[{ pathname: '/session/signin', state: SIGN_OUT_STATE }]}>
        <Routes>
          <Route path="/session/signin" element={<SignInPage />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('signing out from the sign-in page', () => {
  it('says "Signing out…" until the server has ended the session, then that the user is signed out', async () => {
    serveLogout();
    const release = deferred();
    renderSignOut();
    expect(await screen.findByText('Signing out…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(getSession().status).toBe('signed-in');

    release({ status: 200, data: {} });
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(getSession().status).toBe('signed-out');
    expect(window.localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
  });

  it('keeps the user signed in and says why when the server cannot be reached; Try again finishes it', async () => {
    serveLogout();
    deferred()('network-error');
    renderSignOut();
    expect(await screen.findByRole('alert')).toHaveTextContent(/still signed in.*The server could not be reached/i);
    expect(getSession().status).toBe('signed-in');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    expect(getSession().status).toBe('signed-out');
  });

  it('lets the user go back to the app when signing out failed', async () => {
    serveLogout();
    deferred()({ status: 502, data: { exc_type: 'ServerUnavailable' } });
    renderSignOut();
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Tessera' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(getSession().status).toBe('signed-in');
  });
});

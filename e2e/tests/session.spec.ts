import { expect, test, type Request } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/environment';
import { layoutStorageState } from '../support/layout-storage';
import { lastMailedLink } from '../support/mailbox';
import { signInAs, signOutFromTopBar } from '../support/session';
import { createUserWithFrappeRole } from '../support/users';

test.describe('signed out', () => {
  test('an app path sends the user to sign-in with the path as redirectUrl', async ({ page }) => {
    await page.goto('/todo/list?filter=done');
    await expect(page).toHaveURL('/session/signin?redirectUrl=%2Ftodo%2Flist%3Ffilter%3Ddone');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('/ goes to /projects/all, which asks for sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/session/signin?redirectUrl=%2Fprojects%2Fall');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/session/404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('first paint of an app page', () => {
  test('its HTML holds the loading screen, drawn before any script runs; without scripts it says why nothing comes', async ({
    page,
  }) => {
    // No script of the app runs.
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/projects/all', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading Tessera' })).toBeVisible();
    await expect(page.getByText('Tessera', { exact: true })).toBeVisible();

    // Without scripts, the page says it needs them rather than showing a loading screen that never ends. The
    // browser under test parses <noscript> as if scripts ran, so the page is parsed as a browser without them
    // would (DOMParser does), and its <noscript> style sheet is applied to the page's own markup.
    const html = await (await page.request.get('/projects/all')).text();
    const withoutScripts = await page.evaluate((source) => {
      const parsed = new DOMParser().parseFromString(source, 'text/html');
      return {
        sheets: [...parsed.querySelectorAll('noscript style')].map((style) => style.textContent ?? ''),
        root: parsed.getElementById('root')?.outerHTML ?? '',
        notice: parsed.querySelector('body > noscript')?.textContent ?? '',
      };
    }, html);
    expect(withoutScripts.notice).toBe('Tessera needs JavaScript.');
    await page.setContent(`<style>${withoutScripts.sheets.join('\n')}</style>${withoutScripts.root}`);
    await expect(page.getByText('Tessera', { exact: true })).toBeAttached();
    await expect(page.getByText('Tessera', { exact: true })).toBeHidden();
  });

  test('the app replaces the loading screen with the page', async ({ page }) => {
    await signInAs(page, 'ADMIN');
    await page.goto('/projects/all');
    await expect(page.getByRole('table', { name: 'Tasks' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('[data-static-loading]')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading Tessera' })).toHaveCount(0);
  });
});

test.describe('sign-in', () => {
  test("the form is in the page's HTML: drawn before any script runs, its button off until the app starts", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/session/signin');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeEditable();
    await expect(page.getByLabel('Password')).toBeEditable();
    // Disabled, so Enter cannot submit it natively (a GET with the password in the address).
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await context.close();
  });

  test("the user's dark mode and right-to-left text apply before the app has started", async ({ browser }) => {
    const context = await browser.newContext({ storageState: layoutStorageState({ colorMode: 'dark', dir: 'rtl' }) });
    const page = await context.newPage();
    // No script of the app runs: only the page's own first-paint script.
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/session/signin', { waitUntil: 'commit' });
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  test('what is typed before the app has started is kept, and signs in', async ({ page }) => {
    // The app's entry is held back until the fields are filled in, as on a slow connection.
    let releaseEntry: () => void = () => undefined;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route('**/main.js', async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto('/session/signin', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(DEMO_USERS.EDITOR.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    releaseEntry();

    // The app's form replaces the copy, with the text and the caret where they were.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_USERS.EDITOR.email);
    await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('current-user-name')).toHaveText(DEMO_USERS.EDITOR.name);
  });

  test('a sign-in made while the start-up check is slow stays signed in when that check\'s "nobody" arrives', async ({
    page,
  }) => {
    // The first "who is signed in?" (sent as the page starts) is answered by the server at once (nobody), but the
    // answer reaches the page only after the sign-in.
    let releaseCheck: () => void = () => undefined;
    const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
    let held: Request | null = null;
    await page.route('**/api/method/frappe.auth.get_logged_user', async (route) => {
      if (held) return route.continue();
      held = route.request();
      const answer = await route.fetch();
      await checkHeld;
      await route.fulfill({ response: answer });
    });
    await signInAs(page, 'EDITOR');
    expect(held).not.toBeNull();

    const staleAnswered = page.waitForEvent('requestfinished', (request) => request === held);
    releaseCheck();
    await staleAnswered;
    // One task later the page has read the answer: it is about a session gone by, and changes nothing.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    expect(await page.evaluate(() => window.localStorage.getItem('auth_user'))).not.toBeNull();
    await expect(page).toHaveURL('/projects/all');
    await expect(page.getByTestId('current-user-name')).toHaveText(DEMO_USERS.EDITOR.name);
  });

  test('a wrong password shows the backend message and stays on sign-in', async ({ page }) => {
    await page.goto('/session/signin');
    await page.getByLabel('Email').fill(DEMO_USERS.EDITOR.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL('/session/signin');
  });

  test("a user with none of the app's roles is told why, and no session is left open", async ({ page }) => {
    // ERPNext's Employee role gives no right on Tessera's doctypes: the site would let this user read nothing.
    const user = await createUserWithFrappeRole('Employee');
    await page.goto('/session/signin');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your account has no Tessera role yet. Ask your administrator to give you one, then sign in again.',
    );
    await expect(page).toHaveURL('/session/signin');
    const loggedUser = await page.request.get('/api/method/frappe.auth.get_logged_user');
    expect(loggedUser.status()).toBe(403);
  });

  test('empty fields are refused before any request', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/method/login')) loginCalls += 1;
    });
    await page.goto('/session/signin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your email')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('shows a loading state, then goes to redirectUrl', async ({ page }) => {
    await page.route('**/api/method/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/pages/user-profile');
    await expect(page).toHaveURL(/redirectUrl=%2Fpages%2Fuser-profile/);
    await page.getByLabel('Email').fill(DEMO_USERS.ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: /Signing in/ })).toBeVisible();
    await expect(page).toHaveURL('/pages/user-profile');
    await expect(page.getByRole('heading', { name: DEMO_USERS.ADMIN.name, level: 1 })).toBeVisible();
  });

  test('without redirectUrl it goes to / and on to /projects/all', async ({ page }) => {
    await signInAs(page, 'ADMIN');
    await expect(page).toHaveURL('/projects/all');
  });

  for (const hostile of ['//evil.example/steal', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    test(`a foreign redirectUrl (${hostile}) is not followed`, async ({ page }) => {
      await signInAs(page, 'ADMIN', `/session/signin?redirectUrl=${encodeURIComponent(hostile)}`);
      await expect(page).toHaveURL('/projects/all');
    });
  }
});

test.describe('a signed-in session', () => {
  test('survives a reload, confirmed by the server', async ({ page }) => {
    await signInAs(page, 'EDITOR');
    await page.goto('/todo/list');
    const confirmation = page.waitForResponse((response) => response.url().includes('frappe.auth.get_logged_user'));
    await page.reload();
    expect((await confirmation).status()).toBe(200);
    await expect(page).toHaveURL('/todo/list');
    await expect(page.getByTestId('current-user-name')).toHaveText(DEMO_USERS.EDITOR.name);
  });

  test('is signed out cleanly on reload when the server session is gone', async ({ page }) => {
    await signInAs(page, 'EDITOR');
    // End the session behind the app's back, as an expiry or a sign-out elsewhere would.
    expect((await page.request.get('/api/method/logout')).status()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL('/session/signin?redirectUrl=%2Fprojects%2Fall');
    expect(await page.evaluate(() => window.localStorage.getItem('auth_user'))).toBeNull();
  });

  test('sign-out returns to sign-in and ends the session on the server', async ({ page }) => {
    await signInAs(page, 'ADMIN');
    await signOutFromTopBar(page);
    expect((await page.request.get('/api/method/frappe.auth.get_logged_user')).status()).toBe(403);
    expect(await page.evaluate(() => window.localStorage.getItem('auth_user'))).toBeNull();
    await page.goto('/projects/all');
    await expect(page).toHaveURL('/session/signin?redirectUrl=%2Fprojects%2Fall');
  });

  test('sign-out that cannot reach the server says so, keeps the user signed in, and Try again finishes it', async ({
    page,
  }) => {
    await signInAs(page, 'ADMIN');
    await page.route('**/api/method/logout', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('alert')).toContainText('You are still signed in');
    await expect(page.getByRole('alert')).toContainText('The server could not be reached');
    expect((await page.request.get('/api/method/frappe.auth.get_logged_user')).status()).toBe(200);

    await page.unroute('**/api/method/logout');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    expect((await page.request.get('/api/method/frappe.auth.get_logged_user')).status()).toBe(403);
  });

  test('keeps no secret in the browser: HttpOnly sid, only the profile and the layout choices in storage', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'ADMIN');
    const sid = (await context.cookies()).find((cookie) => cookie.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');
    const storage = await page.evaluate(() => ({ ...window.localStorage, ...window.sessionStorage }));
    expect(Object.keys(storage).sort()).toEqual(['auth_user', 'tessera_layout']);
    // The layout choices are the shell's settings only (docs/product.md, The layout customizer), nothing that
    // identifies or authenticates.
    const layoutKeys = Object.keys(JSON.parse(storage.tessera_layout ?? '{}') as Record<string, unknown>);
    const settingKeys = [
      'activeLayout',
      'dir',
      'colorMode',
      'layout1Settings',
      'layout2Settings',
      'layout3Settings',
      'customizer',
      'footer',
    ];
    expect(layoutKeys.every((key) => settingKeys.includes(key))).toBe(true);
    const stored = JSON.parse(storage.auth_user ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['displayName', 'email', 'photoURL', 'role', 'userId']);
    expect(JSON.stringify(storage)).not.toContain(DEMO_PASSWORD);
    expect(JSON.stringify(storage)).not.toContain(sid?.value ?? 'no-sid');
  });
});

test.describe('sign-up and password reset', () => {
  test('sign-up validates, then registers with Frappe', async ({ page }) => {
    await page.goto('/session/signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Enter your full name')).toBeVisible();

    const email = `new.member.${Date.now()}@example.com`;
    await page.getByLabel('Full name').fill('New Member');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Please check your email for verification');

    // The same address again is already registered.
    await page.goto('/session/signup');
    await page.getByLabel('Full name').fill('New Member');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Already Registered');
  });

  test('a new user finishes signing up from the mailed link, and lands in the app signed in', async ({ page }) => {
    const email = `finish.signup.${Date.now()}@example.com`;
    await page.goto('/session/signup');
    await page.getByLabel('Full name').fill('Finn Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Please check your email for verification');

    const link = lastMailedLink(email);
    expect(link).toMatch(/^\/session\/update-password\?key=[0-9a-f]{32}$/);
    await page.goto(link);
    const password = page.getByLabel(/^New password(?!, again)/);
    const again = page.getByLabel('New password, again');
    const submit = page.getByRole('button', { name: 'Set password and sign in' });
    await password.fill('password');
    await again.fill('passw0rd');
    await submit.click();
    await expect(page.getByText('The two passwords are not the same')).toBeVisible();
    // The site's password policy answers for a weak one.
    await again.fill('password');
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('This is a top-10 common password.');

    await password.fill('Violet-Harbour-Lantern-42');
    await again.fill('Violet-Harbour-Lantern-42');
    await submit.click();
    await expect(page.getByTestId('current-user-name')).toHaveText('Finn Newcomer');
    await expect(page).toHaveURL(/\/projects\/all$/);

    // The key worked once.
    await page.goto(link);
    await page.getByLabel(/^New password(?!, again)/).fill('Another-Harbour-Lantern-43');
    await page.getByLabel('New password, again').fill('Another-Harbour-Lantern-43');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The reset password link has either been used before or is invalid',
    );
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/session/forgot-password',
    );
  });

  test('forgot password sends the reset request and confirms without revealing accounts', async ({ page }) => {
    for (const email of [DEMO_USERS.GUEST.email, 'nobody@example.com']) {
      await page.goto('/session/forgot-password');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Enter your email')).toBeVisible();
      const reset = page.waitForResponse((response) => response.url().includes('user.reset_password'));
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      expect([200, 404]).toContain((await reset).status());
      await expect(page.getByRole('status')).toContainText(
        `If ${email} has an account, password reset instructions have been sent to it.`,
      );
    }
  });
});

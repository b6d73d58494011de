import { request, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, E2E_PORTS } from './environment';

const FRAPPE_ROLE = {
  SA: 'Tessera SA',
  ADMIN: 'Tessera Admin',
  EDITOR: 'Tessera Editor',
  GUEST: 'Tessera Guest',
} as const;

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

let counter = 0;

/**
 * A user of its own for a test that changes per-user state (layout settings, notifications), created through the
 * User resource by the SA; tests running in parallel then never see each other's choices.
 */
export async function createTestUser(role: keyof typeof FRAPPE_ROLE = 'ADMIN'): Promise<TestUser> {
  return createUserWithFrappeRole(FRAPPE_ROLE[role]);
}

/**
 * A user holding only `frappeRole` (a Tessera role or a stock one such as `Projects User`), made by the SA through
 * the host at `baseURL`.
 */
export async function createUserWithFrappeRole(
  frappeRole: string,
  baseURL = `http://127.0.0.1:${E2E_PORTS.host}`,
): Promise<TestUser> {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const user: TestUser = {
    email: `e2e-${stamp}@tessera.dev`,
    password: `${DEMO_PASSWORD}-${stamp}`,
    name: `Test ${stamp}`,
  };
  const api: APIRequestContext = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/method/login', { data: { usr: DEMO_USERS.SA.email, pwd: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(`SA sign-in failed: ${login.status()}`);
    const created = await api.post('/api/resource/User', {
      data: {
        email: user.email,
        first_name: 'Test',
        last_name: stamp,
        new_password: user.password,
        roles: [{ role: frappeRole }],
      },
    });
    if (!created.ok()) throw new Error(`creating ${user.email} failed: ${created.status()} ${await created.text()}`);
    return user;
  } finally {
    await api.dispose();
  }
}

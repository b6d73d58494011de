// A returning user's first screen: the task list they saw last is drawn from the browser's persisted query cache
// before the server answers, then replaced by the server's answer; a sign-out empties that cache, and the next
// user of the browser starts from nothing.
import { expect, test, type Page, type Route } from '@playwright/test';
import { signInAsUser, signOutFromTopBar } from '../support/session';
import { createTestUser } from '../support/users';
import { createTask, firstProject } from '../support/workspace-api';

const tasksTable = (page: Page) => page.getByRole('table', { name: 'Tasks' });
const taskRow = (page: Page, subject: string) =>
  tasksTable(page)
    .locator('tbody tr[data-task]')
    .filter({ has: page.getByRole('button', { name: subject, exact: true }) });

/**
 * The users' records in the app's IndexedDB store, as JSON ("[]" for none), read in the page. A database the app
 * has not made yet is not opened: opening it would make it, empty, before the app does.
 */
function persistedRecords(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some(({ name }) => name === 'tessera-query-cache')) return '[]';
    return new Promise<string>((resolve, reject) => {
      const opening = indexedDB.open('tessera-query-cache');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const database = opening.result;
        const reading = database.transaction('by-user').objectStore('by-user').getAll();
        reading.onerror = () => reject(reading.error);
        reading.onsuccess = () => {
          database.close();
          resolve(JSON.stringify(reading.result));
        };
      };
    });
  });
}

/** Holds the page's task reads until `release` is called; `held` counts those asked for meanwhile. */
async function holdTaskReads(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { held: 0, release };
  await page.route(
    (url) => url.pathname === '/api/resource/Task',
    async (route: Route) => {
      state.held += 1;
      await released;
      await route.continue();
    },
  );
  return state;
}

test('a returning user sees their last task list before the server answers; a sign-out forgets it', async ({
  page,
}) => {
  const [ada, bob] = await Promise.all([createTestUser('ADMIN'), createTestUser('ADMIN')]);
  await signInAsUser(page, ada);
  const project = await firstProject(page);
  const token = `Kept${Date.now()}`;
  const task = await createTask(page, { subject: `${token} as first seen`, project: project.name, status: 'Open' });
  const listPath = `/projects/all?q=${token}`;

  await page.goto(listPath);
  await expect(taskRow(page, `${token} as first seen`)).toBeVisible();
  await expect.poll(() => persistedRecords(page)).toContain(`${token} as first seen`);

  // Changed on the server meanwhile: the reload shows what was seen, then what the server has now.
  const renamed = await page.request.put(`/api/resource/Task/${encodeURIComponent(task.name)}`, {
    data: { subject: `${token} as changed since` },
  });
  expect(renamed.status()).toBe(200);
  const reads = await holdTaskReads(page);
  await page.reload();
  await expect(taskRow(page, `${token} as first seen`)).toBeVisible();
  await expect.poll(() => reads.held).toBeGreaterThan(0);
  reads.release();
  await expect(taskRow(page, `${token} as changed since`)).toBeVisible();
  await expect(taskRow(page, `${token} as first seen`)).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });

  await signOutFromTopBar(page);
  await expect.poll(() => persistedRecords(page)).toBe('[]');

  // The next user of the browser: the list waits for the server (the app's or the list's loading state), with
  // nothing of Ada's meanwhile.
  await signInAsUser(page, bob);
  const bobReads = await holdTaskReads(page);
  await page.goto(listPath);
  await expect.poll(() => bobReads.held).toBeGreaterThan(0);
  await expect(page.getByRole('status', { name: /^Loading (Tessera|tasks)$/ })).toBeVisible();
  await expect(tasksTable(page).locator('tbody tr[data-task]')).toHaveCount(0);
  bobReads.release();
  await expect(taskRow(page, `${token} as changed since`)).toBeVisible();
});

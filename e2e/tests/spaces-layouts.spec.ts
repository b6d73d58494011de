import { expect, test } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { signInAs } from '../support/session';

// The spaces tree in layout1 (behind a rail button, in the rail's panel) and layout3 (behind a button of the bar).

test('layout1: a project made with custom statuses from the tree in the rail gets a board with those columns', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  // The sign-in lands on the task list: a page change closes the rail's panel, so open it once the page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'All tasks' })).toBeVisible();
  const name = `Field study ${Date.now() % 100000}`;
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Spaces', exact: true }).click();
  await nav.getByRole('button', { name: 'Actions for Engineering', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create a new project' }).click();

  const wizard = page.getByRole('dialog');
  await wizard.getByLabel('Project name').fill(name);
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Each Next moves on from the step on screen: wait for it before the next click.
  await expect(wizard.getByRole('heading', { name: 'Select a Color' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Add Status' })).toBeVisible();
  await wizard.getByText('Use custom statuses').click();
  for (const status of ['Interview', 'Synthesis']) {
    await wizard.getByLabel('Status name').fill(status);
    await wizard.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(wizard.getByText(status, { exact: true })).toBeVisible();
  }
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Action completed successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(wizard).toHaveCount(0);

  // The panel stayed open through the wizard, and the new project is in its space's list.
  const projectLink = nav.getByRole('link', { name, exact: true });
  await expect(projectLink).toBeVisible();
  await projectLink.click();
  await expect(page).toHaveURL(/\/kanban\/engineering\?project=PROJ-\d{4}$/);
  const board = page.getByRole('region', { name: `${name} columns` });
  await expect(board.getByRole('heading', { level: 2 })).toHaveText(['Interview', 'Synthesis']);
  // Following a link closed the panel.
  await expect(nav.getByRole('button', { name: 'Spaces', exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test.describe('layout3', () => {
  test.use({ storageState: layoutStorageState({ activeLayout: 'layout3' }) });

  test('the spaces tree opens from the bar and leads to a space’s tasks', async ({ page }) => {
    await signInAs(page, 'GUEST');
    // As above: a page change closes the tree, so open it once the sign-in has landed.
    await expect(page.getByRole('heading', { level: 1, name: 'All tasks' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Spaces' }).click();
    const tree = page.getByRole('dialog', { name: 'Spaces' });
    // Engineering: no other test archives or renames it (spaces.spec archives Marketing for a while).
    await tree.getByRole('link', { name: 'Engineering', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/engineering$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Engineering' })).toBeVisible();
    await expect(tree).toHaveCount(0);
  });
});

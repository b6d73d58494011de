// The Forms group: every page renders with no console error and reads well to axe in light and dark
// mode, fits a phone in right-to-left, and each interactive page's main interaction works.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openPageInApp } from '../support/open-page';
import { signedInPageAs } from '../support/signed-in-page';
import { createTestUser, type TestUser } from '../support/users';
import { collectErrors } from '../support/page-errors';

const ROUTES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/forms/basic', heading: 'Basic form' },
  { path: '/forms/action-bar', heading: 'Action bar' },
  { path: '/forms/layouts', heading: 'Form layouts' },
  { path: '/forms/multi-column-forms', heading: 'Multi-column forms' },
  { path: '/forms/input-group', heading: 'Input group' },
  { path: '/forms/form-validation', heading: 'Form validation' },
  { path: '/forms/forms-wizard', heading: 'Forms wizard' },
  { path: '/forms/form-editor', heading: 'Form editor' },
  { path: '/forms/tag-input', heading: 'Tag input' },
];

// One user for the file: the editor's document and the action bar's settings are theirs alone.
let user: TestUser;
test.beforeAll(async () => {
  user = await createTestUser('ADMIN');
});

function signedInPage(
  browser: Browser,
  layout?: Parameters<typeof signedInPageAs>[2],
  viewport?: { width: number; height: number },
): Promise<Page> {
  return signedInPageAs(browser, user, layout, viewport);
}

/** The stepper's numbers are circles (as wide as they are high), not squashed ovals. */
async function expectRoundStepNumbers(page: Page): Promise<void> {
  const sizes = await page
    .getByRole('list', { name: 'Steps' })
    .locator('[data-part=indicator]')
    .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()));
  expect(sizes).toHaveLength(4);
  for (const size of sizes) {
    expect(size.width).toBeGreaterThanOrEqual(24);
    expect(Math.abs(size.width - size.height)).toBeLessThan(1);
  }
}

function open(page: Page, path: string): Promise<void> {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not one of this file's routes`);
  return openPageInApp(page, path, route.heading);
}

const main = (page: Page) => page.getByRole('main');

for (const colorMode of ['light', 'dark'] as const) {
  test(`every Forms page renders with no console error, and axe finds no serious or critical problem, in ${colorMode} mode`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, { colorMode });
    const errors = collectErrors(page);
    const problems: string[] = [];
    for (const { path } of ROUTES) {
      await open(page, path);
      problems.push(...(await seriousViolations(page)));
    }
    // The messages in red, and the wizard's blocked step, read as well as the rest.
    await open(page, '/forms/form-validation');
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expect(main(page).getByText('first name is required')).toBeVisible();
    problems.push(...(await seriousViolations(page)));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('at phone width in right-to-left, no Forms page scrolls sideways', async ({ browser }) => {
  const page = await signedInPage(browser, { dir: 'rtl' }, { width: 390, height: 844 });
  const overflowing: string[] = [];
  for (const { path } of ROUTES) {
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (wider > 0) overflowing.push(`${path}: ${wider}px`);
  }
  expect(overflowing).toEqual([]);
  await page.context().close();
});

test('form validation: each field shows its message on blur and on submit; a valid form is accepted', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await open(page, '/forms/form-validation');
  const form = page.getByRole('form', { name: 'Validation form' });

  await form.getByLabel('First name').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('First name')).toHaveAccessibleErrorMessage('first name is required');
  await expect(form.getByLabel('Last name')).not.toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('button', { name: 'Submit' }).click();
  const described: Array<[string, string]> = [
    ['First name', 'first name is required'],
    ['Last name', 'last name is required'],
    ['Department', 'select any option'],
    ['Birthday', 'birthDay is required'],
    ['Card number', 'Card number is required'],
    ['Email', 'email is required'],
  ];
  for (const [label, message] of described) {
    await expect(form.getByLabel(label, { exact: false }).first()).toHaveAccessibleErrorMessage(message);
  }
  // The phone choice and the select; the two checkboxes and the switch.
  await expect(form.getByText('select any option', { exact: true })).toHaveCount(2);
  await expect(form.getByText('Required', { exact: true })).toHaveCount(3);

  await form.getByLabel('Card number').fill('4111 1111');
  await form.getByLabel('Email').fill('ana@');
  await form.getByLabel('Email').blur();
  await expect(form.getByLabel('Card number')).toHaveAccessibleErrorMessage('Invlid card');
  await expect(form.getByLabel('Email')).toHaveAccessibleErrorMessage('Invalid email');

  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Silva');
  await form.getByText('Mobile', { exact: true }).click();
  await form.getByLabel('Department').selectOption({ label: 'Design' });
  await form.getByLabel('Birthday').fill('1990-04-12');
  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByLabel('Email').fill('ana@example.com');
  await form.getByText('I have read the privacy policy').click();
  await form.getByText('I accept the terms of service').click();
  await form.getByText('I confirm these details are correct').click();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(main(page).getByText('Action completed successfully!')).toBeVisible();
  await expect(main(page).getByText('ending in 1111')).toBeVisible();
  await page.context().close();
});

test('forms wizard: the step numbers are circles at phone width in right-to-left too', async ({ browser }) => {
  const page = await signedInPage(browser, { dir: 'rtl' }, { width: 390, height: 844 });
  await open(page, '/forms/forms-wizard');
  await expectRoundStepNumbers(page);
  await page.context().close();
});

test('forms wizard: Next is blocked on an invalid step and says why; a complete sign-up is submitted', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await open(page, '/forms/forms-wizard');
  const form = page.getByRole('form', { name: 'Create a workspace' });
  await expectRoundStepNumbers(page);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('alert')).toContainText('3 fields need your attention before the next step.');
  await expect(form.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAccessibleErrorMessage('email is required');

  await form.getByLabel('Email').fill('ana@example.com');
  await form.getByLabel(/^Password/).fill('long-enough');
  await form.getByLabel('Repeat the password').fill('different');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('alert')).toContainText('1 field needs your attention');
  await expect(form.getByLabel('Repeat the password')).toHaveAccessibleErrorMessage('The passwords do not match');
  await form.getByLabel('Repeat the password').fill('long-enough');
  await form.getByRole('button', { name: 'Next' }).click();

  await expect(form.getByRole('heading', { name: 'Step 2 of 4: Profile' })).toBeFocused();
  await form.getByLabel('Full name').fill('Ana Silva');
  await form.getByLabel('Country').selectOption({ label: 'Portugal' });
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Step 3 of 4: Plan' })).toBeVisible();
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('Full name')).toHaveValue('Ana Silva');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByText('Team', { exact: true }).click();
  await form.getByLabel('Seats').fill('5');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Step 4 of 4: Review' })).toBeVisible();
  await expect(form).toContainText('ana@example.com');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await form.getByText('I accept the terms of service').click();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(main(page).getByText('Action completed successfully!')).toBeVisible();
  await page.context().close();
});

test('form editor: formatting, a refused and an accepted link, and the document survives a reload', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await open(page, '/forms/form-editor');
  const editor = main(page).getByRole('textbox', { name: 'Notes' });
  const state = page.getByTestId('editor-save-state');
  const toolbar = main(page).getByRole('toolbar', { name: 'Formatting' });
  await expect(editor).toContainText('Meeting notes');

  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Release plan');
  await toolbar.getByRole('button', { name: 'Heading 1' }).click();
  await expect(toolbar.getByRole('button', { name: 'Heading 1' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('Ship on Friday');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('ControlOrMeta+K');
  const address = page.getByRole('textbox', { name: 'Address' });
  await address.fill('javascript:alert(1)');
  await page.keyboard.press('Enter');
  await expect(address).toHaveAccessibleErrorMessage('Only http, https and mailto links are allowed.');
  await address.fill('example.com/release');
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('link', { name: 'Ship on Friday' })).toHaveAttribute(
    'href',
    'https://example.com/release',
  );
  await expect(state).toHaveText('Unsaved changes');
  await expect(state).toHaveText('Saved');

  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Form editor' })).toBeVisible();
  await expect(editor.getByRole('heading', { level: 1, name: 'Release plan' })).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Ship on Friday' })).toHaveAttribute(
    'href',
    'https://example.com/release',
  );
  await expect(editor.locator('strong')).toHaveText('Ship on Friday');
  await page.context().close();
});

test('tag input, by keyboard only: Enter and comma add, duplicates are refused, suggestions, Backspace removes', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await open(page, '/forms/tag-input');
  const tags = main(page)
    .getByRole('list', { name: /^Tags: / })
    .getByRole('listitem');
  const input = main(page).getByRole('combobox', { name: 'Tags' });
  const notice = main(page).getByRole('status');

  await main(page).getByLabel('Title').focus();
  await page.keyboard.type('Forms that work');
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('button', { name: 'Remove Forms' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();

  await page.keyboard.type('design');
  await page.keyboard.press('Enter');
  await page.keyboard.type('release,');
  await expect(tags).toHaveText(['Forms', 'design', 'release']);
  await page.keyboard.type('forms');
  await page.keyboard.press('Enter');
  await expect(notice).toHaveText('“forms” is already added.');
  await expect(input).toHaveValue('forms');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');

  await page.keyboard.type('type');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(main(page).getByRole('option', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(tags).toHaveText(['Forms', 'design', 'release', 'TypeScript']);
  await page.keyboard.press('Backspace');
  await expect(tags).toHaveText(['Forms', 'design', 'release']);
  await expect(notice).toHaveText('Removed “TypeScript”.');
  await page.keyboard.press('Shift+Tab');
  await expect(main(page).getByRole('button', { name: 'Remove release' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tags).toHaveText(['Forms', 'design']);
  await expect(input).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('button', { name: 'Publish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('Action completed successfully!')).toBeVisible();
  await expect(main(page).getByText('Forms, design')).toBeVisible();
  await page.context().close();
});

test('action bar: Save waits for a change, Cancel resets, saving shows and the values survive a reload', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await open(page, '/forms/action-bar');
  const bar = page.getByTestId('action-bar');
  const save = bar.getByRole('button', { name: 'Save' });
  const cancel = bar.getByRole('button', { name: 'Cancel' });
  const name = main(page).getByLabel('Project name');
  await expect(save).toBeDisabled();
  await expect(bar.getByRole('status')).toHaveText('All changes are saved.');

  const saved = await name.inputValue();
  await name.fill('Mobile app');
  await expect(save).toBeEnabled();
  await expect(bar.getByRole('status')).toHaveText('You have unsaved changes.');
  await cancel.click();
  await expect(name).toHaveValue(saved);
  await expect(save).toBeDisabled();

  // The server answers at once; its answer is held until the saving state has been checked.
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/method/frappe.model.utils.user_settings.save', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await name.fill('Mobile app');
  await main(page).getByText('Send the team a weekly report').click();
  await save.click();
  await expect(bar.getByRole('status')).toHaveText('Saving…');
  await expect(bar.getByRole('button', { name: /Sav/ })).toHaveAttribute('aria-busy', 'true');
  await expect(cancel).toBeDisabled();
  release();
  await expect(bar.getByRole('status')).toHaveText('All changes are saved.');
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(main(page).getByLabel('Project name')).toHaveValue('Mobile app');
  await expect(main(page).getByRole('checkbox', { name: 'Send the team a weekly report' })).toBeChecked();
  await page.context().close();
});

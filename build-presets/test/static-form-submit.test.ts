/** @jest-environment jsdom */
// The static copy's form before the app starts (static-form-submit.js, run here as the page runs it inline): its
// button comes on once the page is parsed, and a submit is held for the app, not sent natively.
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT = fs.readFileSync(path.join(__dirname, '../first-paint/static-form-submit.js'), 'utf8');

function drawStaticCopy(): HTMLFormElement {
  document.body.innerHTML = `
    <div id="root"><div data-static-copy="">
      <form aria-label="Sign in" action="#" novalidate>
        <input name="usr" /><input name="pwd" type="password" />
        <button type="submit" disabled data-loading-text="Signing in…">Sign in</button>
      </form>
    </div></div>`;
  return document.querySelector('form')!;
}

/** The page parsed: the moment the browser sets readyState to "interactive". */
function finishParsing() {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  document.dispatchEvent(new Event('readystatechange'));
}

let navigations: string[] = [];
beforeAll(() => {
  // The script runs as the page's inline script does: on its own, at once.
  new Function(SCRIPT)();
  // Stands for a native submit's navigation, which jsdom does not perform.
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) navigations.push('native submit');
  });
});
beforeEach(() => {
  navigations = [];
});

it('turns the button on once the page is parsed, not before', () => {
  const form = drawStaticCopy();
  const button = form.querySelector('button')!;
  expect(button.disabled).toBe(true);
  finishParsing();
  expect(button.disabled).toBe(false);
});

it('holds a submit for the app: the form is marked, the button busy with its loading text, nothing sent', () => {
  const form = drawStaticCopy();
  finishParsing();
  form.requestSubmit();
  expect(form.hasAttribute('data-submitted')).toBe(true);
  const button = form.querySelector('button')!;
  expect(button.disabled).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.textContent).toBe('Signing in…');
  expect(navigations).toEqual([]);
});

it("leaves any other page's forms alone", () => {
  document.body.innerHTML = '<form><button type="submit">Go</button></form>';
  const form = document.querySelector('form')!;
  form.addEventListener('submit', (event) => event.preventDefault());
  form.requestSubmit();
  expect(form.hasAttribute('data-submitted')).toBe(false);
});

// Runs in <head> beside first-paint.js (inline, the same script): a form in a page's static copy (drawn at build
// time and shown until the app starts, host/src/session/static-pages.tsx) takes a submit before the app has
// started. Its submit button is off in the HTML, so without scripts Enter cannot submit it natively (a GET with
// the password in the address); once the page is parsed this turns it on and holds any submit: the form is marked
// `data-submitted` and its button shows its `data-loading-text`, and the app's own form, which replaces the copy,
// submits what was typed (host/src/session/static-copy-form.ts). No build step and no imports.
/* global document, HTMLFormElement */
(function () {
  var COPY_FORM = '[data-static-copy] form';
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(COPY_FORM)) return;
      event.preventDefault();
      if (form.hasAttribute('data-submitted')) return;
      form.setAttribute('data-submitted', '');
      var button = form.querySelector('button[type="submit"]');
      if (!button) return;
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      button.textContent = button.getAttribute('data-loading-text') || button.textContent;
    },
    true,
  );
  document.addEventListener('readystatechange', function () {
    if (document.readyState !== 'interactive') return;
    var buttons = document.querySelectorAll(COPY_FORM + ':not([data-submitted]) button[type="submit"][disabled]');
    for (var index = 0; index < buttons.length; index += 1) buttons[index].disabled = false;
  });
})();

// Runs in <head> beside first-paint.js (inline, the same script): a form in a page's static copy (drawn at build
// time and shown until the app starts, host/src/session/static-pages.tsx) takes a submit before the app has
// started. Its submit button is off in the HTML, so without scripts Enter cannot submit it natively (a GET with
// the password in the address); once the page is parsed this turns it on and holds any submit: the form is marked
// `data-submitted` and its button shows its `data-loading-text`, and the app's own form, which replaces the copy,
// submits what was typed (host/src/session/static-copy-form.ts). A press that the app's form replaces before its
// release makes no click (the press and the release fall on different buttons), so while the copy's button is
// held down its form is marked `data-pressed`, which the app's form also takes as a submit. No build step and no
// imports.
/* global document, Element, HTMLFormElement */
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
  document.addEventListener(
    'pointerdown',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest(COPY_FORM + ' button[type="submit"]') : null;
      if (button && !button.disabled && button.form) button.form.setAttribute('data-pressed', '');
    },
    true,
  );
  function released() {
    var pressed = document.querySelectorAll(COPY_FORM + '[data-pressed]');
    for (var index = 0; index < pressed.length; index += 1) pressed[index].removeAttribute('data-pressed');
  }
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
  document.addEventListener('readystatechange', function () {
    if (document.readyState !== 'interactive') return;
    var buttons = document.querySelectorAll(COPY_FORM + ':not([data-submitted]) button[type="submit"][disabled]');
    for (var index = 0; index < buttons.length; index += 1) buttons[index].disabled = false;
  });
})();

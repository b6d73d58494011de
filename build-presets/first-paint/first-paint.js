// Runs in <head>, before the page is first painted (inline, ahead of the app's deferred entry; see
// first-paint-inline.cjs): the colour mode and text direction the user chose, from the local copy of their layout
// settings, so a page drawn at build time (or the loading screen) is not shown light and left-to-right first. The
// app applies the full settings itself once it runs (shared-ui/src/layout-settings). No build step and no
// imports: it goes into the page as it is, without these comment lines.
/* global window, document */
(function () {
  var settings;
  try {
    settings = JSON.parse(window.localStorage.getItem('tessera_layout') || 'null');
  } catch {
    return;
  }
  if (!settings || typeof settings !== 'object') return;
  var html = document.documentElement;
  if (settings.dir === 'rtl') html.dir = 'rtl';
  if (settings.colorMode === 'dark') {
    html.classList.add('dark');
    html.style.colorScheme = 'dark';
  }
})();

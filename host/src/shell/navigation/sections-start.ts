// When the sidebar's remote sections may start loading: once the browser is first idle after the app started,
// so their code and data never compete with the page's first content. Decided once: a layout switch or a
// reopened drawer later shows them at once.
let start: Promise<void> | null = null;

export function sectionsMayLoad(): Promise<void> {
  start ??= new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      // The timeout bounds the wait on a page that never goes idle (an animation, a busy main thread).
      window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
    } else {
      setTimeout(resolve, 0);
    }
  });
  return start;
}

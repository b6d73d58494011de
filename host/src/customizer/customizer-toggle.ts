import { changeLayoutSettings } from 'shared-ui';

/** The open panel's width; the shell leaves this much room beside the page on wide screens. */
export const CUSTOMIZER_WIDTH = '20rem';

// Set when the user opens the customizer (not when it opens by itself on a first visit), so that only then
// focus moves into it: a keyboard user lands on its first choice instead of at the end of the page's tab order.
let focusOnNextOpen = false;

export function toggleCustomizer(): void {
  changeLayoutSettings((current) => {
    focusOnNextOpen = !current.customizer.open;
    return { ...current, customizer: { ...current.customizer, open: !current.customizer.open } };
  });
}

/** True once after the user opened the customizer. */
export function takeFocusRequest(): boolean {
  const requested = focusOnNextOpen;
  focusOnNextOpen = false;
  return requested;
}

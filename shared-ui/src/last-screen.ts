// A page opts in to being kept as a picture of the last screen (drawn at the user's next visit before the app has
// started; the host's last-screen/) by rendering an element with these props while it shows what a picture may
// hold: its data, no loading state. The host keeps no picture of a page without one, nor of one showing a dialog,
// an alert or a part marked aria-busy inside it (a loading state) in the window.

/** The attribute the host looks for. */
export const LAST_SCREEN_ATTRIBUTE = 'data-last-screen';

/** Spread on an element of the page: `<Box {...keepsLastScreen}>`. */
export const keepsLastScreen = { [LAST_SCREEN_ATTRIBUTE]: '' } as const;

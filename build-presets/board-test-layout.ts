// For the tests of a board page: jsdom lays nothing out, and a board's column (shared-ui/board) draws only the
// cards its visible part can show. This gives every element a visible height of 600 px and every card a height
// of 100 px, as a browser would (so a column shows about six cards, and draws those plus a few more on each side).
export const TEST_VIEW_PX = 600;
export const TEST_CARD_PX = 100;

export function installListLayout(): () => void {
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const offset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => TEST_VIEW_PX });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.cardName === undefined ? 0 : TEST_CARD_PX;
    },
  });
  return () => {
    if (client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', client);
    if (offset) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offset);
  };
}

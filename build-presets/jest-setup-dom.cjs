// What jsdom lacks and the UI libraries expect.
require('@testing-library/jest-dom');

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (!global.ResizeObserver) {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!global.structuredClone) global.structuredClone = (value) => JSON.parse(JSON.stringify(value));
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!global.TextEncoder) {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(global, { TextEncoder, TextDecoder });
}
// Chakra's (Zag's) press handling constructs PointerEvents, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  window.PointerEvent = class PointerEvent extends MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  };
}

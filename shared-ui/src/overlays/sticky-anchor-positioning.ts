// For a menu or popover opened from the sticky chrome (the sidebar, the top bar, the menu bar). Positioned
// `absolute`, the overlay scrolls with the page while its anchor stays put, and floating-ui brings it back only
// after the scroll event: for a frame it is elsewhere, and a click aimed at an item lands on the page or on
// another item. `fixed` keeps it where its anchor is.
export const STICKY_ANCHOR_POSITIONING = { strategy: 'fixed' } as const;

// Printing a page that holds a print area (blocks/PrintArea.tsx, e.g. an invoice) prints that area alone: no
// sidebar, header, footer or customizer, whichever layout the host shell draws them with. Everything that
// neither is the area, holds it, nor lies inside it is left out; the elements holding it lose their layout
// (grid columns, padding, scroll containers of one screen's height) so the area starts at the page's top
// corner and runs over as many sheets as it needs. Pages without a print area print as they always did.
const AREA = '[data-print-area]';

export const PRINT_AREA_CSS = {
  '@media print': {
    [`body *:not(${AREA}, ${AREA} *, :has(${AREA}))`]: { display: 'none !important' },
    [`html:has(${AREA}), body:has(${AREA}), body :has(${AREA})`]: {
      display: 'block !important',
      position: 'static !important',
      overflow: 'visible !important',
      height: 'auto !important',
      minHeight: '0 !important',
      maxHeight: 'none !important',
      width: 'auto !important',
      maxWidth: 'none !important',
      margin: '0 !important',
      padding: '0 !important',
      border: 'none !important',
      boxShadow: 'none !important',
      background: 'none !important',
    },
  },
} as const;

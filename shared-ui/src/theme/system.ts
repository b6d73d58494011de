// The one Chakra system every app and every test renders with: Chakra's defaults plus the brand palette, the
// sidebar tokens and the type scale's font stack. Colours in components are tokens, never hex, so dark mode
// and a later theme change reach every page.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { BRAND_SCALE, BRAND_SEMANTIC, SIDEBAR_SEMANTIC } from './brand-colors';

const tesseraConfig = defineConfig({
  theme: {
    tokens: {
      colors: { brand: BRAND_SCALE },
      fonts: {
        heading: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: { brand: BRAND_SEMANTIC, sidebar: SIDEBAR_SEMANTIC },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
  },
});

export const system = createSystem(defaultConfig, tesseraConfig);

/** The brand colour palette, for `colorPalette` props. */
export const BRAND = 'brand';

/** A colour token as a CSS value (`var(--chakra-colors-…)`), for SVG and chart libraries that take a colour. */
export function colorVar(token: string): string {
  return system.token.var(`colors.${token}`);
}

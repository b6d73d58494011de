// The one Chakra system every app and every test renders with: Chakra's defaults plus the brand palette, the
// sidebar tokens and the type scale's font stack. Colours in components are tokens, never hex, so dark mode
// and a later theme change reach every page.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { chakraTheme } from './chakra-theme';
import { PRINT_AREA_CSS } from './print-area-css';
import { BRAND_SCALE, BRAND_SEMANTIC, INDIGO_SCALE, SIDEBAR_SEMANTIC } from './brand-colors';
import { FOCUS_RING_SEMANTIC, FOCUS_VISIBLE_CSS } from './focus-ring';
import { READING_DIRECTION_CSS, TEXT_ALIGN_UTILITY } from './reading-direction';

/** The brand colour palette, for `colorPalette` props. */
export const BRAND = 'brand';

const tesseraConfig = defineConfig({
  utilities: { textAlign: TEXT_ALIGN_UTILITY },
  theme: {
    // Chakra's breakpoints, but `xl` at 1200 px: where layout1's icon rail gives way to a menu button.
    breakpoints: { sm: '30em', md: '48em', lg: '64em', xl: '75em', '2xl': '96em' },
    tokens: {
      colors: { brand: BRAND_SCALE, indigo: INDIGO_SCALE },
      fonts: {
        heading: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    recipes: {
      // One primary colour: a solid button, a page's main action, is the brand's unless it names another palette
      // (a red "Delete", a kit page's variants); outline, ghost and the other variants stay neutral gray.
      button: { variants: { variant: { solid: { colorPalette: BRAND } } } },
    },
    semanticTokens: {
      colors: {
        ...FOCUS_RING_SEMANTIC,
        brand: BRAND_SEMANTIC,
        sidebar: SIDEBAR_SEMANTIC,
        // Chakra's red.500 error text reads at 3.8:1 on white; red.600 passes 4.5:1 (WCAG AA).
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.300}' } } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    // Chakra draws a text field's focus ring 1 px wide, too faint to find the caret's field at a glance.
    html: { '--focus-ring-width': '2px' },
    ...FOCUS_VISIBLE_CSS,
    ...PRINT_AREA_CSS,
    ...READING_DIRECTION_CSS,
  },
});

// Not `defaultConfig`: its module also builds Chakra's own default system when it loads (≈ 60 ms at first load,
// for a system nobody renders with). The base config plus the default theme are the same configuration, here
// with only the recipes the apps' components use (chakra-theme.ts).
export const system = createSystem(defaultBaseConfig, chakraTheme, tesseraConfig);

/** A colour token as a CSS value (`var(--chakra-colors-…)`), for SVG and chart libraries that take a colour. */
export function colorVar(token: string): string {
  return system.token.var(`colors.${token}`);
}

// Tessera's brand scale (a violet between the original's purple and indigo), and the semantic tokens that
// let `colorPalette="brand"` work like any built-in palette, in light and dark mode.

export const BRAND_SCALE = {
  50: { value: '#f4f1ff' },
  100: { value: '#ebe4ff' },
  200: { value: '#d8ccff' },
  300: { value: '#bba5ff' },
  400: { value: '#9b76fd' },
  500: { value: '#7f4bf8' },
  600: { value: '#6e2bee' },
  700: { value: '#5e1fd4' },
  800: { value: '#4e1bad' },
  900: { value: '#42198d' },
  950: { value: '#270d5f' },
} as const;

/** Chakra has no indigo palette; two sidebar themes need one. */
export const INDIGO_SCALE = {
  50: { value: '#eef2ff' },
  100: { value: '#e0e7ff' },
  200: { value: '#c7d2fe' },
  300: { value: '#a5b4fc' },
  400: { value: '#818cf8' },
  500: { value: '#6366f1' },
  600: { value: '#4f46e5' },
  700: { value: '#4338ca' },
  800: { value: '#3730a3' },
  900: { value: '#312e81' },
  950: { value: '#1e1b4b' },
} as const;

export const BRAND_SEMANTIC = {
  solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
  contrast: { value: '{colors.white}' },
  fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
  muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
  subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
  emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
  focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
} as const;

/**
 * The sidebar's colours. One default (`dark-purple`) for now; the layout customizer adds the other
 * sidebar themes as further values of these tokens. `hover` and `active` are tints of the text's own colour, so
 * they show on whichever surface a part of the navigation is drawn on: the dark rail and sidebar, and the light
 * panel and popover the spaces tree opens in (layouts 1 and 3).
 */
export const SIDEBAR_SEMANTIC = {
  bg: { value: { _light: '{colors.brand.950}', _dark: '#140733' } },
  fg: { value: '{colors.white}' },
  muted: { value: '{colors.brand.200}' },
  hover: { value: 'color-mix(in srgb, currentColor 8%, transparent)' },
  active: { value: 'color-mix(in srgb, currentColor 16%, transparent)' },
} as const;

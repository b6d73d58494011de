import type { ScrumLabelColor } from 'tessera-contracts';

/** The spec's label colours as the theme's palettes (tokens, so they read in dark mode too). */
export const LABEL_PALETTE: Record<ScrumLabelColor, string> = {
  primary: 'blue',
  green: 'green',
  secondary: 'purple',
  error: 'red',
};

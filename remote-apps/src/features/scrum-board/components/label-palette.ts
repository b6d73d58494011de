import type { ScrumLabelColor } from 'tessera-contracts';

/**
 * The sample labels' colours (docs/demo-api.md, Scrum board) as the theme's palettes (tokens, so they read in dark mode
 * too).
 */
export const LABEL_PALETTE: Record<ScrumLabelColor, string> = {
  primary: 'blue',
  green: 'green',
  secondary: 'purple',
  error: 'red',
};

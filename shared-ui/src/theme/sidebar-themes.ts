// The 12 sidebar colours of layout2 (docs/product.md) as styles built from the system's colour tokens (so a theme
// change or dark mode reaches them). Every theme is dark enough for white text at 4.5:1 or better.
import type { SystemStyleObject } from '@chakra-ui/react';
import type { SidebarThemeName } from '../layout-settings/types';

type SidebarPaint = Pick<SystemStyleObject, 'bg' | 'bgGradient' | 'gradientFrom' | 'gradientTo'>;

const gradient = (from: string, to: string): SidebarPaint => ({
  bgGradient: 'to-b',
  gradientFrom: from,
  gradientTo: to,
});

export const SIDEBAR_THEME_PAINT: Readonly<Record<SidebarThemeName, SidebarPaint>> = {
  'gradient-purple-indigo': gradient('purple.800', 'indigo.950'),
  'gradient-black-blue': gradient('gray.950', 'blue.900'),
  'gradient-black-gray': gradient('gray.950', 'gray.700'),
  'gradient-steel-gray': gradient('gray.700', 'gray.900'),
  'dark-purple': { bg: 'sidebar.bg' },
  'slate-gray': { bg: 'gray.800' },
  'midnight-blue': { bg: 'blue.950' },
  blue: { bg: 'blue.800' },
  indigo: { bg: 'indigo.800' },
  pink: { bg: 'pink.800' },
  red: { bg: 'red.800' },
  purple: { bg: 'purple.800' },
};

/** A swatch's colour for the customizer: the theme's main colour token. */
export const SIDEBAR_THEME_SWATCH: Readonly<Record<SidebarThemeName, string>> = {
  'gradient-purple-indigo': 'purple.700',
  'gradient-black-blue': 'blue.900',
  'gradient-black-gray': 'gray.800',
  'gradient-steel-gray': 'gray.600',
  'dark-purple': 'brand.950',
  'slate-gray': 'gray.800',
  'midnight-blue': 'blue.950',
  blue: 'blue.700',
  indigo: 'indigo.700',
  pink: 'pink.700',
  red: 'red.700',
  purple: 'purple.700',
};

// The shell's layout settings and their defaults (docs/product.md, The layout customizer), colour mode included.
// One object per user: saved on the server, with a local copy for an instant first paint.

export const LAYOUTS = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** The 12 sidebar colours of layout2. */
export const SIDEBAR_THEMES = [
  'gradient-purple-indigo',
  'gradient-black-blue',
  'gradient-black-gray',
  'gradient-steel-gray',
  'dark-purple',
  'slate-gray',
  'midnight-blue',
  'blue',
  'indigo',
  'pink',
  'red',
  'purple',
] as const;
export type SidebarThemeName = (typeof SIDEBAR_THEMES)[number];

export type Direction = 'ltr' | 'rtl';
export type ColorMode = 'light' | 'dark';

export interface LayoutSettings {
  activeLayout: LayoutName;
  dir: Direction;
  colorMode: ColorMode;
  /** Kept so every layout has its settings object; layout1 has no options of its own. */
  layout1Settings: Record<string, never>;
  layout2Settings: { sidebarTheme: SidebarThemeName; sidebarMode: 'full' | 'compact' };
  layout3Settings: { sidebarMode: 'large'; bgOpacity: number; header: { fixed: boolean; theme: 'white' } };
  /** `show`: whether the customizer is offered at all; `open`: whether its panel is open. */
  customizer: { show: boolean; open: boolean };
  footer: { show: boolean };
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  activeLayout: 'layout1',
  dir: 'ltr',
  colorMode: 'light',
  layout1Settings: {},
  layout2Settings: { sidebarTheme: 'dark-purple', sidebarMode: 'full' },
  layout3Settings: { sidebarMode: 'large', bgOpacity: 0.96, header: { fixed: true, theme: 'white' } },
  customizer: { show: true, open: true },
  footer: { show: true },
};

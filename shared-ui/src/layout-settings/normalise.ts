// Settings read from storage or from the server are untrusted: each field is kept only when it is one of the
// known values, else the default stands, so an old or damaged copy can never break the shell.
import {
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUTS,
  SIDEBAR_THEMES,
  type ColorMode,
  type Direction,
  type LayoutSettings,
} from './types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: unknown, key: string): Json => (isObject(value) && isObject(value[key]) ? value[key] : {});

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function normaliseLayoutSettings(raw: unknown): LayoutSettings {
  const d = DEFAULT_LAYOUT_SETTINGS;
  const source = isObject(raw) ? raw : {};
  const layout2 = objectAt(source, 'layout2Settings');
  const customizer = objectAt(source, 'customizer');
  const footer = objectAt(source, 'footer');
  return {
    activeLayout: oneOf(LAYOUTS, source.activeLayout, d.activeLayout),
    dir: oneOf<Direction>(['ltr', 'rtl'], source.dir, d.dir),
    colorMode: oneOf<ColorMode>(['light', 'dark'], source.colorMode, d.colorMode),
    layout1Settings: {},
    layout2Settings: {
      sidebarTheme: oneOf(SIDEBAR_THEMES, layout2.sidebarTheme, d.layout2Settings.sidebarTheme),
      sidebarMode: oneOf(['full', 'compact'] as const, layout2.sidebarMode, d.layout2Settings.sidebarMode),
    },
    // Layout3's settings are fixed defaults (docs/product.md, The layout customizer); nothing in the customizer changes
    // them.
    layout3Settings: d.layout3Settings,
    customizer: { show: bool(customizer.show, d.customizer.show), open: bool(customizer.open, d.customizer.open) },
    footer: { show: bool(footer.show, d.footer.show) },
  };
}

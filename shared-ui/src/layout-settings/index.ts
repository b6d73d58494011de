export {
  LAYOUTS,
  SIDEBAR_THEMES,
  DEFAULT_LAYOUT_SETTINGS,
  type LayoutName,
  type SidebarThemeName,
  type Direction,
  type ColorMode,
  type LayoutSettings,
} from './types';
export { normaliseLayoutSettings } from './normalise';
export {
  LAYOUT_STORAGE_KEY,
  getLayoutSettings,
  useLayoutSettings,
  changeLayoutSettings,
  adoptLayoutSettings,
  onUserLayoutChange,
} from './store';

import { normaliseLayoutSettings } from './normalise';
import { DEFAULT_LAYOUT_SETTINGS } from './types';

describe('normaliseLayoutSettings', () => {
  it('gives the spec’s defaults for nothing: layout1, ltr, dark-purple sidebar, customizer open', () => {
    expect(normaliseLayoutSettings(null)).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(DEFAULT_LAYOUT_SETTINGS).toMatchObject({
      activeLayout: 'layout1',
      dir: 'ltr',
      layout2Settings: { sidebarTheme: 'dark-purple' },
      layout3Settings: { sidebarMode: 'large', bgOpacity: 0.96, header: { fixed: true, theme: 'white' } },
      customizer: { open: true },
    });
  });

  it('keeps known values and replaces unknown or damaged ones field by field', () => {
    const settings = normaliseLayoutSettings({
      activeLayout: 'layout3',
      dir: 'rtl',
      colorMode: 'sepia',
      layout2Settings: { sidebarTheme: 'midnight-blue', sidebarMode: 'huge' },
      customizer: { open: 'no' },
      footer: [],
      extra: { whatever: 1 },
    });
    expect(settings).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      activeLayout: 'layout3',
      dir: 'rtl',
      layout2Settings: { sidebarTheme: 'midnight-blue', sidebarMode: 'full' },
    });
  });
});

describe('the settings store', () => {
  beforeEach(() => {
    jest.resetModules();
    window.localStorage.clear();
    document.documentElement.removeAttribute('dir');
    document.documentElement.className = '';
  });

  it('starts from the local copy and applies direction and colour mode to the document at once', async () => {
    window.localStorage.setItem('tessera_layout', JSON.stringify({ dir: 'rtl', colorMode: 'dark' }));
    const store = await import('./store');
    expect(store.getLayoutSettings()).toMatchObject({ dir: 'rtl', colorMode: 'dark' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('reports the user’s own changes for saving, and keeps them locally; settings from the server are not reported', async () => {
    const store = await import('./store');
    const saved: string[] = [];
    store.onUserLayoutChange((settings) => saved.push(settings.activeLayout));
    store.changeLayoutSettings((current) => ({ ...current, activeLayout: 'layout2', colorMode: 'dark' }));
    expect(saved).toEqual(['layout2']);
    expect(JSON.parse(window.localStorage.getItem('tessera_layout') ?? '{}')).toMatchObject({
      activeLayout: 'layout2',
    });
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    store.adoptLayoutSettings({ activeLayout: 'layout3', colorMode: 'light' });
    expect(saved).toEqual(['layout2']);
    expect(store.getLayoutSettings().activeLayout).toBe('layout3');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});

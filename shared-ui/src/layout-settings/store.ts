// The one layout-settings state every app reads (shared-ui is a federation singleton, so this store is too).
// A change applies at once to the document (direction, colour mode) and is kept as a local copy for the next
// first paint; the host saves the user's own changes on the server (see onUserLayoutChange).
import { atom, createStore, useAtomValue } from 'jotai';
import { normaliseLayoutSettings } from './normalise';
import type { LayoutSettings } from './types';

export const LAYOUT_STORAGE_KEY = 'tessera_layout';

function readLocalCopy(): LayoutSettings {
  try {
    const raw = typeof window === 'undefined' ? null : window.localStorage.getItem(LAYOUT_STORAGE_KEY);
    return normaliseLayoutSettings(raw ? JSON.parse(raw) : null);
  } catch {
    return normaliseLayoutSettings(null);
  }
}

function writeLocalCopy(settings: LayoutSettings): void {
  try {
    window.localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or disabled: the settings still apply for this page; the server keeps the user's copy.
  }
}

/** Direction and colour mode on <html>, so every app's page and Chakra's `_dark` tokens follow them. */
export function applyToDocument(settings: LayoutSettings): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.dir = settings.dir;
  html.classList.toggle('dark', settings.colorMode === 'dark');
  html.classList.toggle('light', settings.colorMode === 'light');
  html.style.colorScheme = settings.colorMode;
}

const layoutStore = createStore();
const settingsAtom = atom<LayoutSettings>(readLocalCopy());
const userChangeListeners = new Set<(settings: LayoutSettings) => void>();

applyToDocument(layoutStore.get(settingsAtom));
layoutStore.sub(settingsAtom, () => {
  const settings = layoutStore.get(settingsAtom);
  applyToDocument(settings);
  writeLocalCopy(settings);
});

export function getLayoutSettings(): LayoutSettings {
  return layoutStore.get(settingsAtom);
}

/** The settings, re-rendering on every change, in any app. */
export function useLayoutSettings(): LayoutSettings {
  return useAtomValue(settingsAtom, { store: layoutStore });
}

/** A change the user made (customizer, compact toggle…): applied, kept locally, and reported for saving. */
export function changeLayoutSettings(change: (current: LayoutSettings) => LayoutSettings): void {
  const next = normaliseLayoutSettings(change(getLayoutSettings()));
  layoutStore.set(settingsAtom, next);
  for (const listener of userChangeListeners) listener(next);
}

/** Settings that arrived from the server (the user's saved choices): applied and kept, not saved back. */
export function adoptLayoutSettings(raw: unknown): LayoutSettings {
  const next = normaliseLayoutSettings(raw);
  layoutStore.set(settingsAtom, next);
  return next;
}

/** Called after each change the user makes; returns the unsubscribe function. */
export function onUserLayoutChange(listener: (settings: LayoutSettings) => void): () => void {
  userChangeListeners.add(listener);
  return () => userChangeListeners.delete(listener);
}

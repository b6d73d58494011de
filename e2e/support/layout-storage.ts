import type { Page } from '@playwright/test';
import { E2E_PORTS } from './environment';

type LayoutChoices = Record<string, unknown>;

const LAYOUT_STORAGE_KEY = 'tessera_layout';

/** The local copy of the layout settings holding `choices`, with the customizer closed (see below). */
function storedLayout(choices: LayoutChoices): string {
  return JSON.stringify({ customizer: { show: true, open: false }, ...choices });
}

/**
 * A browser state in which this origin's local copy of the layout settings holds `choices`. Tests start with the
 * customizer closed (it opens on a first visit and would cover part of every page); a test about the
 * customizer's first visit uses an empty state instead.
 */
export function layoutStorageState(
  choices: LayoutChoices = {},
  origins: number[] = [E2E_PORTS.host, E2E_PORTS.isolationHost],
) {
  const value = storedLayout(choices);
  return {
    cookies: [],
    origins: origins.map((port) => ({
      origin: `http://127.0.0.1:${port}`,
      localStorage: [{ name: LAYOUT_STORAGE_KEY, value }],
    })),
  };
}

/**
 * Puts `choices` in the open page's local copy of the layout settings; they apply from its next load. For a user
 * who never saved any settings: saved ones replace the local copy after sign-in.
 */
export async function storeLayoutChoices(page: Page, choices: LayoutChoices): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    LAYOUT_STORAGE_KEY,
    storedLayout(choices),
  ] as const);
}

import { E2E_PORTS } from './environment';

type LayoutChoices = Record<string, unknown>;

/**
 * A browser state in which this origin's local copy of the layout settings holds `choices`. Tests start with the
 * customizer closed (it opens on a first visit and would cover part of every page); a test about the
 * customizer's first visit uses an empty state instead.
 */
export function layoutStorageState(
  choices: LayoutChoices = {},
  origins: number[] = [E2E_PORTS.host, E2E_PORTS.isolationHost],
) {
  const value = JSON.stringify({ customizer: { show: true, open: false }, ...choices });
  return {
    cookies: [],
    origins: origins.map((port) => ({
      origin: `http://127.0.0.1:${port}`,
      localStorage: [{ name: 'tessera_layout', value }],
    })),
  };
}

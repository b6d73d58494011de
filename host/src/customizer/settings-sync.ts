// Each user's layout settings live on the server in Frappe's per-user UI settings
// (frappe.model.utils.user_settings, keyed by user and a "doctype" name), so another browser shows the same
// choices after sign-in; the local copy only paints the first frame. Works the same on a real Frappe site.
import { callMethod, getSession, onSessionChange } from 'shared-auth';
import { adoptLayoutSettings, onUserLayoutChange, type LayoutSettings } from 'shared-ui';

export const LAYOUT_SETTINGS_KEY = 'Tessera Layout';
const SAVE_DELAY_MS = 400;

export async function fetchSavedLayoutSettings(): Promise<unknown> {
  const text = await callMethod<unknown>('frappe.model.utils.user_settings.get', { doctype: LAYOUT_SETTINGS_KEY });
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function saveLayoutSettings(settings: LayoutSettings): Promise<unknown> {
  return callMethod('frappe.model.utils.user_settings.save', {
    doctype: LAYOUT_SETTINGS_KEY,
    user_settings: JSON.stringify(settings),
  });
}

/** True when the server holds settings for the user (an empty object means none were ever saved). */
function hasSettings(saved: unknown): boolean {
  return typeof saved === 'object' && saved !== null && Object.keys(saved).length > 0;
}

let started = false;

/**
 * From sign-in on: the user's saved settings replace the local copy (a user who never saved any keeps what this
 * browser shows), and every change the user makes is saved, debounced.
 */
export function startLayoutSettingsSync(): void {
  if (started) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let userId: string | null = null;

  onUserLayoutChange((settings) => {
    if (!userId) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      saveLayoutSettings(settings).catch(() => {
        // Offline or refused: the choice still applies here and stays in the local copy.
      });
    }, SAVE_DELAY_MS);
  });

  const onSession = () => {
    const next = getSession().status === 'signed-in' ? (getSession().user?.userId ?? null) : null;
    if (next === userId) return;
    userId = next;
    if (!userId) return;
    fetchSavedLayoutSettings()
      .then((saved) => {
        if (hasSettings(saved)) adoptLayoutSettings(saved);
      })
      .catch(() => {
        // The local copy stands until the server can be asked again (next sign-in or reload).
      });
  };
  onSessionChange(onSession);
  onSession();
}

// Each user's layout settings live on the server in Frappe's per-user UI settings
// (frappe.model.utils.user_settings, keyed by user and a "doctype" name), so another browser shows the same
// choices after sign-in; the local copy only paints the first frame. Works the same on a real Frappe site.
import { callMethod, getSession, onSessionChange } from 'shared-auth';
import { adoptLayoutSettings, getLayoutSettings, onUserLayoutChange, type LayoutSettings } from 'shared-ui';

export const LAYOUT_SETTINGS_KEY = 'Tessera Layout';
/** Whose choices this browser holds and has not yet saved (a user id): they outrank the server's older copy. */
export const UNSAVED_OWNER_KEY = 'tessera_layout_unsaved';
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

// Storage may be refused (private mode, quota); the sync then works without the marker.
const unsavedOwner = (): string | null => {
  try {
    return window.localStorage.getItem(UNSAVED_OWNER_KEY);
  } catch {
    return null;
  }
};
const markUnsaved = (owner: string | null) => {
  try {
    if (owner) window.localStorage.setItem(UNSAVED_OWNER_KEY, owner);
    else window.localStorage.removeItem(UNSAVED_OWNER_KEY);
  } catch {
    // See above.
  }
};

/**
 * From sign-in on: the user's saved settings replace the local copy (a user who never saved any keeps what this
 * browser shows), and every change the user makes is saved, debounced. A change not yet saved when the page went
 * away (a reload within the debounce, a save that failed offline) is marked, and the next start saves it instead
 * of letting the server's older copy undo it; so is a change made while the server's copy was on its way.
 * Returns the function that stops it.
 */
export function startLayoutSettingsSync(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let userId: string | null = null;
  // Bumped by every change the user makes: a save or fetch that finishes after a newer change does not count.
  let changes = 0;

  const save = (owner: string) => {
    const saving = changes;
    saveLayoutSettings(getLayoutSettings())
      .then(() => {
        if (changes === saving && userId === owner) markUnsaved(null);
      })
      .catch(() => {
        // Offline or refused: the choice still applies here, stays marked, and is saved on the next start.
      });
  };

  const stopChanges = onUserLayoutChange(() => {
    changes += 1;
    const owner = userId;
    if (!owner) return;
    markUnsaved(owner);
    clearTimeout(timer);
    timer = setTimeout(() => save(owner), SAVE_DELAY_MS);
  });

  const onSession = () => {
    const next = getSession().status === 'signed-in' ? (getSession().user?.userId ?? null) : null;
    if (next === userId) return;
    clearTimeout(timer);
    userId = next;
    if (!userId) return;
    const owner = userId;
    if (unsavedOwner() === owner) {
      save(owner);
      return;
    }
    markUnsaved(null);
    const asked = changes;
    fetchSavedLayoutSettings()
      .then((saved) => {
        if (userId !== owner || changes !== asked) return;
        if (hasSettings(saved)) adoptLayoutSettings(saved);
      })
      .catch(() => {
        // The local copy stands until the server can be asked again (next sign-in or reload).
      });
  };
  const stopSession = onSessionChange(onSession);
  onSession();
  return () => {
    clearTimeout(timer);
    stopChanges();
    stopSession();
  };
}

// The sign-in page's HTML already holds a copy of the form, drawn at build time (static-pages.tsx), so it is on
// screen before any script has run. Someone may type into it before the app starts; the app's own form replaces
// it, so what was typed (and which field had the caret) is read from the copy and handed to the new form.

/** Marks the static copy's outermost element; the app's first render replaces it. */
export const STATIC_COPY_ATTRIBUTE = 'data-static-copy';

export interface StaticFormValues {
  usr: string;
  pwd: string;
  /** The field that had the focus, by name. */
  focused: string | null;
}

const NOTHING_TYPED: StaticFormValues = { usr: '', pwd: '', focused: null };

/**
 * What the static copy holds now, or nothing once it is gone. Read during the render that replaces the copy: that
 * render and its commit run in one task (a default-priority update is not sliced), so no keystroke falls between
 * this read and the new form taking over.
 */
export function staticFormValues(): StaticFormValues {
  const copy = typeof document === 'undefined' ? null : document.querySelector(`[${STATIC_COPY_ATTRIBUTE}]`);
  if (!copy) return NOTHING_TYPED;
  const field = (name: string) => copy.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const active = document.activeElement;
  return {
    usr: field('usr')?.value ?? '',
    pwd: field('pwd')?.value ?? '',
    focused: active instanceof HTMLInputElement && copy.contains(active) ? active.name || null : null,
  };
}

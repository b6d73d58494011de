/** The scripts' readable sources: first-paint.js and static-form-submit.js. */
export const FIRST_PAINT_SOURCES: readonly string[];
/** The first-paint scripts as the pages hold them inline (one script, without their comment lines). */
export function firstPaintInlineScript(): string;
/** The CSP source that allows exactly that script: 'sha256-<base64 digest>'. */
export function firstPaintScriptHash(): string;

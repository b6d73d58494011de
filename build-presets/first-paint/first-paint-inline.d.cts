/** first-paint.js, the script's readable source. */
export const FIRST_PAINT_SOURCE: string;
/** The first-paint script as the pages hold it inline (first-paint.js without its comment lines). */
export function firstPaintInlineScript(): string;
/** The CSP source that allows exactly that script: 'sha256-<base64 digest>'. */
export function firstPaintScriptHash(): string;

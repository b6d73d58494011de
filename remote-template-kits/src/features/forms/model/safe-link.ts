// Links in the editor: only web and mail addresses, never javascript:, data: or anything else a browser would run.

export const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

export function isSafeLink(href: unknown): href is string {
  if (typeof href !== 'string' || href.trim() === '') return false;
  try {
    const url = new URL(href.trim());
    return (SAFE_PROTOCOLS as readonly string[]).includes(url.protocol);
  } catch {
    return false;
  }
}

/**
 * What the user typed, as a link: "example.com/page" becomes https://…, "ana@example.com" becomes mailto:…;
 * null when the result is not a safe link.
 */
export function toSafeLink(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const candidate = hasScheme
    ? text
    : /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)
      ? `mailto:${text}`
      : `https://${text}`;
  if (!isSafeLink(candidate)) return null;
  if (!hasScheme && !candidate.startsWith('mailto:') && !new URL(candidate).hostname.includes('.')) return null;
  return candidate;
}

// Origins as browsers send them in `Origin` ("http://localhost:3000"): scheme, host and port only.

/** The origin of a URL or origin text, or null when it has none (invalid, or an opaque origin such as data:). */
export function originOf(text: string): string | null {
  try {
    const origin = new URL(text.trim()).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

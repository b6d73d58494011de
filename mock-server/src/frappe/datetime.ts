// Frappe's date and datetime text formats ("YYYY-MM-DD", "YYYY-MM-DD HH:MM:SS.ffffff"), in server local time
// (Frappe uses the site's time zone; the mock-server uses the process's, set TZ to change it).

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The zone this server's datetimes are written in: the process's, as Frappe's are in its site's. */
export function siteTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function formatDatetimeMicros(d: Date, micros: number): string {
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(micros, 6)}`;
}

export function formatDatetime(d: Date): string {
  return formatDatetimeMicros(d, d.getMilliseconds() * 1000);
}

let lastMicros = 0;

/**
 * "Now" with microseconds, strictly increasing within the process so that two documents saved in the same
 * millisecond still sort by `creation` in the order they were made.
 */
export function nowDatetime(): string {
  const micros = Math.max(Date.now() * 1000, lastMicros + 1);
  lastMicros = micros;
  const d = new Date(Math.floor(micros / 1000));
  return formatDatetimeMicros(d, micros % 1_000_000);
}

export function today(): string {
  return formatDate(new Date());
}

/** Days from today (negative = past) as "YYYY-MM-DD". */
export function dateFromToday(days: number, from: Date = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return formatDate(d);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?$/;

function validYmd(y: number, m: number, d: number): boolean {
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/** "YYYY-MM-DD" for a date or datetime text, or null when the text is not a real calendar date. */
export function parseDate(text: string): string | null {
  const t = text.trim();
  const m = DATE_RE.exec(t) ?? DATETIME_RE.exec(t);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validYmd(y, mo, d) ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** Normalised "YYYY-MM-DD HH:MM:SS.ffffff", or null when invalid. A bare date means midnight. */
export function parseDatetime(text: string): string | null {
  const t = text.trim();
  if (DATE_RE.test(t)) return parseDate(t) ? `${t} 00:00:00.000000` : null;
  const m = DATETIME_RE.exec(t);
  if (!m) return null;
  const [h, mi, s] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (!validYmd(Number(m[1]), Number(m[2]), Number(m[3])) || h > 23 || mi > 59 || s > 59) return null;
  const frac = (m[7] ?? '').padEnd(6, '0');
  return `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${pad(s)}.${frac}`;
}

const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?$/;

/** A time of day as "HH:MM:SS" (with ".ffffff" when given), or null when invalid. */
export function parseTime(text: string): string | null {
  const m = TIME_RE.exec(text.trim());
  if (!m) return null;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  const time = `${pad(h)}:${pad(mi)}:${pad(s)}`;
  return m[4] === undefined ? time : `${time}.${m[4].padEnd(6, '0')}`;
}

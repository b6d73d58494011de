import { nowDatetime, parseDate, parseDatetime } from './datetime';

describe('Frappe date formats', () => {
  it('now is "YYYY-MM-DD HH:MM:SS.ffffff" and strictly increasing', () => {
    const a = nowDatetime();
    const b = nowDatetime();
    expect(a).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/);
    expect(b > a).toBe(true);
  });

  it('parses real dates only', () => {
    expect(parseDate('2026-02-28')).toBe('2026-02-28');
    expect(parseDate('2026-02-28 10:00:00')).toBe('2026-02-28');
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('28/02/2026')).toBeNull();
    expect(parseDatetime('2026-02-28')).toBe('2026-02-28 00:00:00.000000');
    expect(parseDatetime('2026-02-28T10:05')).toBe('2026-02-28 10:05:00.000000');
    expect(parseDatetime('2026-02-28 10:05:07.5')).toBe('2026-02-28 10:05:07.500000');
    expect(parseDatetime('2026-02-28 25:00:00')).toBeNull();
  });
});

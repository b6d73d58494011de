import { nowDatetime, parseDate, parseDatetime, parseTime } from './datetime';

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

  it('parses times of day', () => {
    expect(parseTime('9:30')).toBe('09:30:00');
    expect(parseTime('09:30:15')).toBe('09:30:15');
    expect(parseTime('23:59:59.25')).toBe('23:59:59.250000');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('9h30')).toBeNull();
  });
});

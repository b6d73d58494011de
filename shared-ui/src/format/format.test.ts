import { addDays, daysBetween, formatDate, formatRelativeDay, formatRelativeTime, parseFrappeDate } from './dates';
import { NO_VALUE, formatAmount, formatHours, plural } from './numbers';

describe('numbers', () => {
  it('rounds hours to one decimal everywhere and shows a dash for no value', () => {
    expect(formatHours(2.25)).toMatch(/^2\.3\s?h/);
    expect(formatHours(null)).toBe(NO_VALUE);
    expect(formatAmount(undefined)).toBe(NO_VALUE);
    expect(formatAmount(3)).toBe('3.00');
  });

  it('chooses the plural form by the locale’s rules', () => {
    expect(plural(1, { one: 'task', other: 'tasks' })).toBe('1 task');
    expect(plural(0, { one: 'task', other: 'tasks' })).toBe('0 tasks');
    expect(plural(1200, { one: 'task', other: 'tasks' })).toBe('1,200 tasks');
  });
});

describe('dates', () => {
  it('reads Frappe dates and datetimes (six fraction digits) as local calendar days', () => {
    expect(parseFrappeDate('2026-03-01')?.getDate()).toBe(1);
    expect(parseFrappeDate('2026-03-01 23:59:59.123456')?.getHours()).toBe(23);
    expect(parseFrappeDate('next week')).toBeNull();
    expect(formatDate('2026-03-01')).toContain('2026');
    expect(formatDate('')).toBe(NO_VALUE);
  });

  it('counts calendar days across month ends and daylight-saving changes', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });

  it('says a day relative to today in words', () => {
    expect(formatRelativeDay('2026-05-11', '2026-05-10')).toBe('tomorrow');
    expect(formatRelativeDay('2026-05-07', '2026-05-10')).toBe('3 days ago');
    expect(formatRelativeDay(null)).toBe(NO_VALUE);
  });
});

describe('relative time (thresholds: 60 s, 1 h, 1 day, 30 days, 12 months)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  it('picks the unit by the thresholds', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('now');
    expect(formatRelativeTime(ago(59), now)).toBe('59 seconds ago');
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3599), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(86_400), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(29 * 86_400), now)).toBe('29 days ago');
    expect(formatRelativeTime(ago(30 * 86_400), now)).toBe('last month');
    expect(formatRelativeTime(ago(400 * 86_400), now)).toBe('last year');
    expect(formatRelativeTime('not a date', now)).toBe('not a date');
  });
});

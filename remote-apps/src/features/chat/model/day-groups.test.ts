import { dayLabel, groupByDay } from './day-groups';

// Built from local times, so the tests hold in any time zone.
const at = (day: number, hour: number, month = 5, year = 2026) => new Date(year, month, day, hour).toISOString();
const now = new Date(2026, 5, 15, 12);

const message = (id: number, time: string) => ({ id, time });

describe('groupByDay', () => {
  it('puts each local day’s messages together, oldest day first, headed Today, Yesterday or the date', () => {
    const messages = [
      message(1, at(2, 9)),
      message(2, at(2, 23)),
      message(3, at(14, 0)),
      message(4, at(14, 18)),
      message(5, at(15, 1)),
      message(6, at(15, 11)),
    ];
    const groups = groupByDay(messages, now);
    expect(groups.map((group) => [group.label, group.messages.map((m) => m.id)])).toEqual([
      [dayLabel(new Date(2026, 5, 2), now), [1, 2]],
      ['Yesterday', [3, 4]],
      ['Today', [5, 6]],
    ]);
    expect(groups.map((group) => group.day)).toEqual(['2026-06-02', '2026-06-14', '2026-06-15']);
  });

  it('starts a new group when the day changes again later (messages keep their order)', () => {
    const groups = groupByDay([message(1, at(14, 9)), message(2, at(15, 9)), message(3, at(15, 10))], now);
    expect(groups.map((group) => group.messages.length)).toEqual([1, 2]);
  });

  it('keeps a message whose time cannot be read, in the group before it', () => {
    const groups = groupByDay([message(1, at(15, 9)), message(2, 'not a time')], now);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(groupByDay([message(3, 'not a time')], now)[0]?.label).toBe('Earlier');
  });

  it('has no groups for no messages', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe('dayLabel', () => {
  it('names the weekday within this year and the year otherwise', () => {
    const thisYear = dayLabel(new Date(2026, 2, 3, 10), now);
    expect(thisYear).toMatch(/Tuesday/);
    expect(thisYear).not.toMatch(/2026/);
    expect(dayLabel(new Date(2025, 11, 31, 10), now)).toMatch(/2025/);
  });

  it('counts Yesterday across a month’s end', () => {
    expect(dayLabel(new Date(2026, 4, 31, 23, 59), new Date(2026, 5, 1, 0, 1))).toBe('Yesterday');
  });
});

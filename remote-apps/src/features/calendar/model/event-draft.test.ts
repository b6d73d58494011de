import {
  draftForNow,
  draftForRange,
  draftOf,
  eventDraftSchema,
  fieldsOf,
  fromLocalInput,
  movedTimes,
  toLocalInput,
} from './event-draft';

const local = (text: string) => new Date(text);

describe('local datetime inputs', () => {
  it('round-trip a local wall-clock time', () => {
    const date = local('2026-03-10T09:30');
    expect(toLocalInput(date)).toBe('2026-03-10T09:30');
    expect(fromLocalInput('2026-03-10T09:30')?.getTime()).toBe(date.getTime());
  });

  it('refuse what is not a datetime-local value', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
  });
});

describe('drafts', () => {
  it('a selected range keeps its times; without an end, one day (all-day) or one hour', () => {
    expect(draftForRange(local('2026-03-10T00:00'), local('2026-03-12T00:00'), true)).toEqual({
      title: '',
      start: '2026-03-10T00:00',
      end: '2026-03-12T00:00',
      allDay: true,
      classNames: 'event-primary',
    });
    expect(draftForRange(local('2026-03-10T09:00'), null, false).end).toBe('2026-03-10T10:00');
    expect(draftForRange(local('2026-03-10T00:00'), null, true).end).toBe('2026-03-11T00:00');
  });

  it('"New event" starts at the next whole hour', () => {
    const draft = draftForNow(local('2026-03-10T09:20'));
    expect([draft.start, draft.end]).toEqual(['2026-03-10T10:00', '2026-03-10T11:00']);
  });

  it('an event becomes a draft and back into the same fields, title trimmed', () => {
    const event = {
      id: 4,
      title: 'Review',
      start: local('2026-03-10T09:00').toISOString(),
      end: local('2026-03-10T10:00').toISOString(),
      classNames: 'event-error',
      allDay: false,
      modified: 'x',
    };
    const draft = draftOf(event);
    expect(draft.classNames).toBe('event-error');
    expect(fieldsOf({ ...draft, title: '  Review  ' })).toEqual({
      title: 'Review',
      start: event.start,
      end: event.end,
      classNames: 'event-error',
      allDay: false,
    });
    expect(draftOf({ ...event, classNames: 'unknown' }).classNames).toBe('event-primary');
  });

  it('a move without an end gets the default length', () => {
    const start = local('2026-03-10T00:00');
    expect(movedTimes(start, null, true)).toEqual({
      start: start.toISOString(),
      end: local('2026-03-11T00:00').toISOString(),
      allDay: true,
    });
  });
});

describe('the form rules', () => {
  const valid = draftForRange(local('2026-03-10T09:00'), local('2026-03-10T10:00'), false);
  const errorOf = async (values: object) =>
    eventDraftSchema.validate({ ...valid, ...values }).then(
      () => null,
      (error: Error) => error.message,
    );

  it('accept a valid draft', async () => {
    expect(await errorOf({ title: 'Standup' })).toBeNull();
  });

  it('need a title, at most 140 characters', async () => {
    expect(await errorOf({ title: '   ' })).toBe('Enter a title.');
    expect(await errorOf({ title: 'x'.repeat(141) })).toBe('At most 140 characters.');
  });

  it('refuse an end before the start, and dates that are not dates', async () => {
    expect(await errorOf({ title: 'A', end: '2026-03-10T08:00' })).toBe('The end cannot be before the start.');
    expect(await errorOf({ title: 'A', start: 'soon' })).toBe('Enter a date and time.');
  });
});

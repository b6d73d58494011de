import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { TestProviders, testQueryClient } from 'build-presets/testing';
import type { ReactNode } from 'react';
import type { CalendarEvent } from 'tessera-contracts';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { useAddEvent } from './add-event';
import { calendarKeys } from './calendar-keys';
import { useDeleteEvent } from './delete-event';
import { useUpdateEvent } from './update-event';

let api: DemoApi;
const addEvent = () => api.route('POST /api/calendar/events/add');
const updateEvent = () => api.route('POST /api/calendar/events/update');
const deleteEvent = () => api.route('POST /api/calendar/events/delete');

/** A refusal as the mock-server words it (Frappe's shape, through axios). */
const refusal = (status: number, message: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: {
      status,
      data: { exc_type: 'ValidationError', _server_messages: JSON.stringify([JSON.stringify({ message })]) },
    },
  });

const standup: CalendarEvent = {
  id: 1,
  title: 'Standup',
  start: '2026-03-10T09:00:00.000Z',
  end: '2026-03-10T09:15:00.000Z',
  classNames: 'event-primary',
  allDay: false,
  modified: 'v1',
};
const review: CalendarEvent = { ...standup, id: 2, title: 'Review', modified: 'w1' };

const feedback = { announce: jest.fn(), fail: jest.fn() };
let client: QueryClient;

beforeEach(() => {
  jest.resetAllMocks();
  client = testQueryClient();
  client.setQueryData(calendarKeys.events(), [standup, review]);
  api = installDemoApi();
});

afterEach(() => {
  client.clear();
  api.restore();
});

function renderWrites() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={client}>{children}</TestProviders>
  );
  const useWrites = () => ({
    add: useAddEvent(feedback),
    update: useUpdateEvent(feedback),
    remove: useDeleteEvent(feedback),
  });
  return renderHook(useWrites, { wrapper }).result;
}

const cached = () => client.getQueryData<CalendarEvent[]>(calendarKeys.events()) ?? [];
const moved = { start: '2026-03-11T09:00:00.000Z', end: '2026-03-11T09:15:00.000Z', allDay: false };

it('a move shows at once, is sent with the version, and takes the saved event', async () => {
  let answer: (event: CalendarEvent) => void = () => undefined;
  updateEvent().mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const writes = renderWrites();
  act(() => writes.current.update(standup, moved));
  await waitFor(() => expect(cached()[0]?.start).toBe(moved.start));
  await waitFor(() => expect(updateEvent()).toHaveBeenCalledWith({ ...moved, id: 1, modified: 'v1' }));
  await act(async () => answer({ ...standup, ...moved, modified: 'v2' }));
  await waitFor(() => expect(cached()[0]?.modified).toBe('v2'));
  expect(feedback.announce).toHaveBeenCalledWith('Saved “Standup”.');
});

it('a refused move is put back and the user is told why', async () => {
  updateEvent().mockRejectedValue(refusal(417, 'Document has been modified after you have opened it'));
  const writes = renderWrites();
  act(() => writes.current.update(standup, moved));
  await waitFor(() => expect(feedback.fail).toHaveBeenCalled());
  expect(cached()).toEqual([standup, review]);
  expect(feedback.fail.mock.calls[0]?.[0]).toMatch(/^Couldn't change “Standup”\. .*modified after you have opened it/);
});

it('a refused delete brings the event back', async () => {
  deleteEvent().mockRejectedValue(refusal(404, 'Event 1 not found'));
  const writes = renderWrites();
  act(() => writes.current.remove(standup));
  await waitFor(() => expect(feedback.fail).toHaveBeenCalledWith(expect.stringMatching(/^Couldn't delete “Standup”/)));
  expect(cached()).toEqual([standup, review]);
});

it('an added event joins the list once saved; a refused one reports false', async () => {
  const fields = { title: 'Demo', start: moved.start, end: moved.end, classNames: 'event-info', allDay: false };
  addEvent().mockResolvedValueOnce({ ...fields, id: 3, modified: 'x1' });
  const writes = renderWrites();
  let saved = false;
  await act(async () => {
    saved = await writes.current.add(fields);
  });
  expect(saved).toBe(true);
  expect(cached().map((event) => event.title)).toEqual(['Standup', 'Review', 'Demo']);

  addEvent().mockRejectedValueOnce(refusal(417, 'title is required'));
  await act(async () => {
    saved = await writes.current.add(fields);
  });
  expect(saved).toBe(false);
  expect(feedback.fail).toHaveBeenCalledWith(expect.stringMatching(/^Couldn't add “Demo”/));
});

import { lazy, Suspense, useState } from 'react';
import { readableError } from 'shared-auth';
import {
  Button,
  ErrorState,
  LoadingState,
  PageLayout,
  PlusIcon,
  useLayoutSettings,
  WriteFeedback,
  useWriteFeedback,
} from 'shared-ui';
import type { CalendarEvent } from 'tessera-contracts';
import { useAddEvent } from './api/add-event';
import { useDeleteEvent } from './api/delete-event';
import { useCalendarEvents } from './api/list-events';
import { useUpdateEvent } from './api/update-event';
import type { EventMove } from './components/CalendarView';
import { EventDialog } from './components/EventDialog';
import { draftForNow, draftForRange, draftOf, fieldsOf, movedTimes, type EventDraft } from './model/event-draft';

// FullCalendar is loaded apart from the page module, so importing the page (route checks, tests) does not load it.
const CalendarView = lazy(() =>
  import('./components/CalendarView').then((module) => ({ default: module.CalendarView })),
);

/** What the event dialog is open for: a new event (from a selection or the button) or an existing one. */
type Editing = { kind: 'new'; draft: EventDraft } | { kind: 'edit'; event: CalendarEvent };

/** The calendar (`/calendar`): the signed-in user's own events, created, moved, edited and deleted in place. */
export default function CalendarPage() {
  const events = useCalendarEvents();
  const { dir } = useLayoutSettings();
  const { announcement, problem, dismissProblem, feedback } = useWriteFeedback();
  const addEvent = useAddEvent(feedback);
  const updateEvent = useUpdateEvent(feedback);
  const deleteEvent = useDeleteEvent(feedback);
  const [editing, setEditing] = useState<Editing | null>(null);
  // The event just saved is brought into view: "New event" starts at the next whole hour, which may be in the
  // next week or month, and an edit may move an event out of the one shown.
  const [shownDate, setShownDate] = useState<Date | null>(null);

  const save = async (draft: EventDraft): Promise<boolean> => {
    if (!editing) return false;
    const fields = fieldsOf(draft);
    if (editing.kind === 'new') {
      const added = await addEvent(fields);
      if (added) setShownDate(new Date(fields.start));
      return added;
    }
    updateEvent(editing.event, fields);
    setShownDate(new Date(fields.start));
    return true;
  };

  const move = ({ event, start, end, allDay }: EventMove) => updateEvent(event, movedTimes(start, end, allDay));

  return (
    <PageLayout
      title="Calendar"
      description="Your own events: select days or times to add one, drag to move it, click it to edit."
      actions={
        <Button onClick={() => setEditing({ kind: 'new', draft: draftForNow(new Date()) })}>
          <PlusIcon />
          New event
        </Button>
      }
    >
      <WriteFeedback announcement={announcement} problem={problem} onDismissProblem={dismissProblem} />
      {events.isPending ? (
        <LoadingState label="Loading events" />
      ) : events.isError ? (
        <ErrorState
          title="Couldn't load your calendar"
          message={readableError(events.error)}
          onRetry={() => void events.refetch()}
        />
      ) : (
        <Suspense fallback={<LoadingState label="Loading the calendar" />}>
          <CalendarView
            events={events.data}
            direction={dir}
            onSelectRange={(start, end, allDay) =>
              setEditing({ kind: 'new', draft: draftForRange(start, end, allDay) })
            }
            onOpenEvent={(event) => setEditing({ kind: 'edit', event })}
            onMoveEvent={move}
            shownDate={shownDate}
          />
        </Suspense>
      )}
      {editing && (
        <EventDialog
          open
          heading={editing.kind === 'new' ? 'New event' : 'Edit event'}
          initial={editing.kind === 'new' ? editing.draft : draftOf(editing.event)}
          onSubmit={save}
          onDelete={editing.kind === 'edit' ? () => deleteEvent(editing.event) : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </PageLayout>
  );
}

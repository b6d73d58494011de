// The calendar itself (FullCalendar: month, week, day and list views), painted with the theme's tokens so it
// follows light/dark mode, and mirrored in RTL. It reports what the user did; the page decides what it means.
import type { DateSelectArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useMemo, useRef } from 'react';
import { Box, colorVar, type Direction } from 'shared-ui';
import type { CalendarEvent } from 'tessera-contracts';
import { paletteOf } from '../model/event-classes';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

const TOOLBAR = { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' };
// Words, not FullCalendar's icon font: its icons are role="img" without a name.
const BUTTON_TEXT = {
  prev: 'Previous',
  next: 'Next',
  today: 'Today',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  list: 'List',
};

// FullCalendar reads its colours from these custom properties; the theme's tokens switch with the colour mode.
const THEME = {
  '--fc-border-color': colorVar('border'),
  '--fc-page-bg-color': colorVar('bg'),
  '--fc-neutral-bg-color': colorVar('bg.muted'),
  '--fc-neutral-text-color': colorVar('fg.muted'),
  '--fc-list-event-hover-bg-color': colorVar('bg.muted'),
  '--fc-today-bg-color': colorVar('blue.subtle'),
  '--fc-highlight-color': colorVar('blue.muted'),
  '--fc-now-indicator-color': colorVar('red.solid'),
  '--fc-button-text-color': colorVar('fg'),
  '--fc-button-bg-color': colorVar('bg.subtle'),
  '--fc-button-border-color': colorVar('border'),
  '--fc-button-hover-bg-color': colorVar('bg.muted'),
  '--fc-button-hover-border-color': colorVar('border.emphasized'),
  '--fc-button-active-bg-color': colorVar('blue.muted'),
  '--fc-button-active-border-color': colorVar('blue.emphasized'),
  color: 'fg',
  '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: '2' },
  '& .fc .fc-toolbar-title': { fontSize: 'lg', fontWeight: 'semibold' },
  '& .fc .fc-button': { fontSize: 'sm' },
  // FullCalendar fades the days of other months to 30 %, below readable contrast.
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'fg.muted' },
  '& .fc .fc-list-day-cushion, & .fc .fc-col-header-cell': { bg: 'bg.muted' },
  '& .fc a': { color: 'inherit' },
  // A title reads in its own direction (a Latin title in right-to-left, an Arabic one in left-to-right), so one
  // too long for its cell is cut at its end, with an ellipsis, and keeps its start.
  '& .fc .fc-event-title': { unicodeBidi: 'plaintext', textAlign: 'start', textOverflow: 'ellipsis' },
} as const;

export interface EventMove {
  event: CalendarEvent;
  start: Date;
  end: Date | null;
  allDay: boolean;
}

interface CalendarViewProps {
  events: CalendarEvent[];
  direction: Direction;
  onSelectRange: (start: Date, end: Date, allDay: boolean) => void;
  onOpenEvent: (event: CalendarEvent) => void;
  onMoveEvent: (move: EventMove) => void;
  /** A moment to bring into view (the start of an event just saved); a new Date each time. */
  shownDate?: Date | null;
}

export function CalendarView({
  events,
  direction,
  onSelectRange,
  onOpenEvent,
  onMoveEvent,
  shownDate = null,
}: CalendarViewProps) {
  const calendar = useRef<FullCalendar>(null);
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!shownDate || !api) return;
    // Its day becomes the calendar's date (the week, day and list views open on it), unless that would turn the
    // page of a view where it is already seen (the next month's first days in a month view).
    const { activeStart, activeEnd, currentStart, currentEnd } = api.view;
    const seen = shownDate >= activeStart && shownDate < activeEnd;
    const onThisPage = shownDate >= currentStart && shownDate < currentEnd;
    if (onThisPage || !seen) api.gotoDate(shownDate);
  }, [shownDate]);
  const byId = useMemo(() => new Map(events.map((event) => [String(event.id), event])), [events]);
  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => {
        const palette = paletteOf(event.classNames);
        return {
          id: String(event.id),
          title: event.title,
          start: event.start,
          end: event.end,
          allDay: event.allDay,
          classNames: [event.classNames],
          backgroundColor: colorVar(`${palette}.subtle`),
          borderColor: colorVar(`${palette}.solid`),
          textColor: colorVar(`${palette}.fg`),
        };
      }),
    [events],
  );

  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const event = byId.get(info.event.id);
    if (!event || !info.event.start) {
      info.revert();
      return;
    }
    onMoveEvent({ event, start: info.event.start, end: info.event.end, allDay: info.event.allDay });
  };

  return (
    <Box css={THEME} data-testid="calendar">
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        initialView="dayGridMonth"
        headerToolbar={TOOLBAR}
        buttonText={BUTTON_TEXT}
        buttonIcons={false}
        direction={direction}
        height="auto"
        events={inputs}
        selectable
        selectMirror
        editable
        eventInteractive
        dayMaxEvents
        nowIndicator
        select={(info: DateSelectArg) => onSelectRange(info.start, info.end, info.allDay)}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          const event = byId.get(info.event.id);
          if (event) onOpenEvent(event);
        }}
        // A day is labelled by its full date but shows only its number (and its events): a mismatch for screen
        // readers' voice control; the cell is named by what it shows instead.
        dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
        eventDrop={moved}
        eventResize={moved}
      />
    </Box>
  );
}

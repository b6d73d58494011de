import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  ChevronDownIcon,
  Circle,
  HStack,
  IconButton,
  Stack,
  Table,
  Text,
  toIsoDate,
  VisuallyHidden,
} from 'shared-ui';
import { ChevronLeftIcon, ChevronRightIcon } from 'shared-ui/kits';
import { tasksDueQueryOptions } from '../api/list-tasks-due';
import type { WidgetTask } from '../api/widget-tasks';
import { monthBounds, monthGrid, shiftMonth } from '../model/month-grid';
import { TaskListItems } from './TaskListItems';
import { WidgetCard } from './WidgetCard';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** More than a month of tasks would not fit a glance; the calendar pages show them all. */
const MONTH_TASK_LIMIT = 500;

const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const dayTitle = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

/** Up to three dots under a day, one per task due (the words are in the button's hidden text). */
function DueDots({ count }: { count: number }) {
  return (
    <HStack gap="0.5" h="1.5" aria-hidden="true">
      {Array.from({ length: Math.min(count, 3) }, (_, index) => (
        <Circle key={index} size="1.5" bg="currentColor" />
      ))}
    </HStack>
  );
}

/** What a day's button says after its number: ", Sunday 8 November, today, 2 tasks due". */
function dayDescription(day: string, today: string, due: number): string {
  const tasks = due === 1 ? '1 task due' : `${due} tasks due`;
  return `, ${dayTitle.format(dateOf(day))}${day === today ? ', today' : ''}, ${tasks}`;
}

function dateOf(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

interface MonthProps {
  weeks: Array<Array<string | null>>;
  tasks: readonly WidgetTask[];
  caption: string;
  today: string;
  selected: string | null;
  onSelect: (day: string) => void;
}

function Month({ weeks, tasks, caption, today, selected, onSelect }: MonthProps) {
  const dueOn = new Map<string, number>();
  for (const task of tasks) {
    if (task.exp_end_date) dueOn.set(task.exp_end_date, (dueOn.get(task.exp_end_date) ?? 0) + 1);
  }
  return (
    <Table.Root size="sm" tableLayout="fixed" variant="line">
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {WEEKDAYS.map((weekday) => (
            <Table.ColumnHeader key={weekday} textAlign="center" px="0" textStyle="xs">
              {weekday}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {weeks.map((week) => (
          <Table.Row key={week.find(Boolean)}>
            {week.map((day, index) =>
              day === null ? (
                <Table.Cell key={`empty-${index}`} p="0.5" />
              ) : (
                <Table.Cell key={day} p="0.5" textAlign="center">
                  <Button
                    size="xs"
                    w="full"
                    h="10"
                    flexDirection="column"
                    gap="1"
                    px="0"
                    variant={selected === day ? 'solid' : day === today ? 'subtle' : 'ghost'}
                    colorPalette="blue"
                    aria-pressed={selected === day}
                    onClick={() => onSelect(day)}
                  >
                    {Number(day.slice(8))}
                    <VisuallyHidden>{dayDescription(day, today, dueOn.get(day) ?? 0)}</VisuallyHidden>
                    <DueDots count={dueOn.get(day) ?? 0} />
                  </Button>
                </Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** A month of task due dates: each day shows how many unfinished tasks fall due; pick a day to list them. */
export function CalendarGlance() {
  const today = toIsoDate(new Date());
  const [shown, setShown] = useState(() => ({ year: dateOf(today).getFullYear(), month: dateOf(today).getMonth() }));
  const [selected, setSelected] = useState<string | null>(today);
  const bounds = monthBounds(shown.year, shown.month);
  const tasks = useQuery(tasksDueQueryOptions(bounds.from, bounds.to, MONTH_TASK_LIMIT));
  const title = monthTitle.format(new Date(shown.year, shown.month, 1));
  const move = (offset: number) => {
    setShown(shiftMonth(shown.year, shown.month, offset));
    setSelected(null);
  };

  const navigation = (
    <HStack gap="1">
      <IconButton size="sm" variant="ghost" aria-label="Previous month" onClick={() => move(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Text fontWeight="medium" minW="32" textAlign="center" aria-live="polite">
        {title}
      </Text>
      <IconButton size="sm" variant="ghost" aria-label="Next month" onClick={() => move(1)}>
        <ChevronRightIcon />
      </IconButton>
    </HStack>
  );

  return (
    <WidgetCard title="Calendar" description="Unfinished tasks by due date." actions={navigation} query={tasks}>
      {(data) => (
        <Stack gap="3">
          <Month
            weeks={monthGrid(shown.year, shown.month)}
            tasks={data}
            caption={`Tasks due in ${title}`}
            today={today}
            selected={selected}
            onSelect={setSelected}
          />
          {selected && (
            <Stack gap="1" aria-live="polite">
              <HStack gap="1" textStyle="sm" fontWeight="medium">
                <ChevronDownIcon size={14} aria-hidden="true" />
                <Text>Due {dayTitle.format(dateOf(selected))}</Text>
              </HStack>
              <TaskListItems
                tasks={data.filter((task) => task.exp_end_date === selected)}
                detail={(task) => task.priority ?? 'No priority'}
                empty="Nothing due that day."
              />
            </Stack>
          )}
        </Stack>
      )}
    </WidgetCard>
  );
}

import { useQuery } from '@tanstack/react-query';
import { addDays, formatRelativeDay, formatRelativeTime, PageLayout, SimpleGrid, Stack, toIsoDate } from 'shared-ui';
import { recentTasksQueryOptions } from './api/list-recent-tasks';
import { tasksDueQueryOptions } from './api/list-tasks-due';
import { WIDGET_LIST_LENGTH } from './api/widget-tasks';
import { PeopleWidget } from './components/PeopleWidget';
import { TaskListItems } from './components/TaskListItems';
import { WidgetCard } from './components/WidgetCard';

const DUE_WINDOW_DAYS = 7;

/** `/widgets/list`: list widgets on live data — recently changed tasks, tasks due this week, the team. */
export default function ListWidgetsPage() {
  const today = toIsoDate(new Date());
  const recent = useQuery(recentTasksQueryOptions());
  const due = useQuery(tasksDueQueryOptions(today, addDays(today, DUE_WINDOW_DAYS), WIDGET_LIST_LENGTH));
  return (
    <PageLayout
      title="List widgets"
      description="Short lists on live data: what changed last, what is due next, and who is around."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Stack gap="4">
          <WidgetCard title="Recently changed tasks" query={recent}>
            {(tasks) => (
              <TaskListItems
                tasks={tasks}
                detail={(task) => `changed ${formatRelativeTime(task.modified)}`}
                empty="No tasks yet."
              />
            )}
          </WidgetCard>
          <WidgetCard title="Due this week" description="Unfinished tasks, soonest first." query={due}>
            {(tasks) => (
              <TaskListItems
                tasks={tasks}
                detail={(task) => `due ${formatRelativeDay(task.exp_end_date, today)}`}
                empty="Nothing is due in the next seven days."
              />
            )}
          </WidgetCard>
        </Stack>
        <PeopleWidget />
      </SimpleGrid>
    </PageLayout>
  );
}

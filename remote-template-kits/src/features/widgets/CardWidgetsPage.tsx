import {
  CircleCheckIcon,
  FolderIcon,
  ListChecksIcon,
  PageLayout,
  PlusIcon,
  SimpleGrid,
  toIsoDate,
  TriangleAlertIcon,
  UsersIcon,
} from 'shared-ui';
import { overdueTaskFilters, UNFINISHED_TASKS } from '@kits/api/task-filters';
import { CountCard } from '@kits/components/CountCard';
import { comparedWindows, withinWindow } from '@kits/model/period-windows';

/** `/widgets/card`: figure cards on live counts of tasks, projects and users, with the change on the period before. */
export default function CardWidgetsPage() {
  const today = toIsoDate(new Date());
  const week = comparedWindows(today, 7);
  const month = comparedWindows(today, 30);
  return (
    <PageLayout
      title="Card widgets"
      description="Figure cards on live counts; where a figure covers a period, the change on the period before."
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <CountCard
          label="Open tasks"
          doctype="Task"
          filters={[UNFINISHED_TASKS]}
          icon={ListChecksIcon}
          palette="blue"
        />
        <CountCard
          label="New tasks this week"
          doctype="Task"
          filters={withinWindow('creation', week.current)}
          compareWith={{ filters: withinWindow('creation', week.previous), period: 'last week' }}
          icon={PlusIcon}
          palette="teal"
        />
        <CountCard
          label="Completed this week"
          doctype="Task"
          filters={[['status', '=', 'Completed'], ...withinWindow('completed_on', week.current)]}
          compareWith={{
            filters: [['status', '=', 'Completed'], ...withinWindow('completed_on', week.previous)],
            period: 'last week',
          }}
          icon={CircleCheckIcon}
          palette="green"
        />
        <CountCard
          label="Overdue tasks"
          doctype="Task"
          filters={overdueTaskFilters(today)}
          icon={TriangleAlertIcon}
          palette="red"
          help="Unfinished, with a due date before today."
        />
        <CountCard
          label="New projects this month"
          doctype="Project"
          filters={withinWindow('creation', month.current)}
          compareWith={{ filters: withinWindow('creation', month.previous), period: 'the 30 days before' }}
          icon={FolderIcon}
          palette="purple"
        />
        <CountCard
          label="Active users"
          doctype="User"
          filters={[['enabled', '=', 1]]}
          icon={UsersIcon}
          palette="orange"
          help="Accounts that can sign in."
        />
      </SimpleGrid>
    </PageLayout>
  );
}

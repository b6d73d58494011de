import type { ReactNode } from 'react';
import {
  CircleCheckIcon,
  FolderIcon,
  Heading,
  ListChecksIcon,
  PageLayout,
  PlusIcon,
  SimpleGrid,
  Stack,
  toIsoDate,
  TriangleAlertIcon,
  UsersIcon,
} from 'shared-ui';
import { countQueryOptions } from '@kits/api/count-docs';
import { dueBeforeDates, WORK_TASKS } from '@kits/api/task-filters';
import { doneWithinQueryOptions, unfinishedCountQueryOptions } from '@kits/api/work-counts';
import { CountCard } from '@kits/components/CountCard';
import { comparedWindows, withinWindow } from '@kits/model/period-windows';
import { ChecklistCard } from './components/ChecklistCard';
import { CoverCard } from './components/CoverCard';
import { InvitationCard } from './components/InvitationCard';
import { MeetingCard } from './components/MeetingCard';
import { MenuCard } from './components/MenuCard';
import { PlanCard } from './components/PlanCard';
import { ProfileCard } from './components/ProfileCard';
import { ProjectCard } from './components/ProjectCard';
import { SprintProgressCard } from './components/SprintProgressCard';
import { TabbedCard } from './components/TabbedCard';
import { TeamHeaderCard } from './components/TeamHeaderCard';
import { TrendCard } from './components/TrendCard';
import { SPRINT_BURNDOWN, TEAM_HEADERS, WEEKLY_HOURS } from './model/card-samples';

function CardGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3">
      <Heading as="h2" textStyle="md" fontWeight="semibold">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * `/widgets/card`: figure cards on live counts of tasks, projects and users (with the change on the period before),
 * then the range of card widgets on sample work: trends, progress, people, plans, lists, menus, tabs and teams.
 */
export default function CardWidgetsPage() {
  const today = toIsoDate(new Date());
  const week = comparedWindows(today, 7);
  const month = comparedWindows(today, 30);
  return (
    <PageLayout
      title="Card widgets"
      description="Figure cards on live counts; where a figure covers a period, the change on the period before."
    >
      <Stack gap="8">
        <CardGroup title="Live counts">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            <CountCard
              label="Open tasks"
              count={unfinishedCountQueryOptions()}
              icon={ListChecksIcon}
              palette="blue"
              help="Not done or cancelled, by each task's status."
            />
            <CountCard
              label="New tasks this week"
              count={countQueryOptions('Task', [WORK_TASKS, ...withinWindow('creation', week.current)])}
              compareWith={{
                count: countQueryOptions('Task', [WORK_TASKS, ...withinWindow('creation', week.previous)]),
                period: 'last week',
              }}
              icon={PlusIcon}
              palette="teal"
            />
            <CountCard
              label="Completed this week"
              count={doneWithinQueryOptions(week.current)}
              compareWith={{ count: doneWithinQueryOptions(week.previous), period: 'last week' }}
              icon={CircleCheckIcon}
              palette="green"
            />
            <CountCard
              label="Overdue tasks"
              count={unfinishedCountQueryOptions(dueBeforeDates(today))}
              icon={TriangleAlertIcon}
              palette="red"
              help="Unfinished, with a due date before today."
            />
            <CountCard
              label="New projects this month"
              count={countQueryOptions('Project', withinWindow('creation', month.current))}
              compareWith={{
                count: countQueryOptions('Project', withinWindow('creation', month.previous)),
                period: 'the 30 days before',
              }}
              icon={FolderIcon}
              palette="purple"
            />
            <CountCard
              label="Active users"
              count={countQueryOptions('User', [['enabled', '=', 1]])}
              icon={UsersIcon}
              palette="orange"
              help="Accounts that can sign in."
            />
          </SimpleGrid>
        </CardGroup>
        <CardGroup title="Trends and progress">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            <TrendCard
              label="Hours logged this week"
              value="260 h"
              values={WEEKLY_HOURS}
              trendLabel="Hours logged, Monday to Sunday: rising from 31 to 44"
              note="+12% on last week"
              palette="blue"
            />
            <TrendCard
              label="Points left in the sprint"
              value="14"
              values={SPRINT_BURNDOWN}
              trendLabel="Sprint burndown over ten days: from 48 points down to 14"
              note="On track"
              palette="green"
            />
            <SprintProgressCard />
          </SimpleGrid>
        </CardGroup>
        <CardGroup title="Projects and people">
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
            <ProfileCard />
            <ProjectCard />
            <PlanCard />
            <CoverCard />
            <ChecklistCard />
            <TabbedCard />
            <MenuCard />
            <MeetingCard />
            <InvitationCard />
          </SimpleGrid>
        </CardGroup>
        <CardGroup title="Teams">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {TEAM_HEADERS.map((team) => (
              <TeamHeaderCard key={team.team} {...team} />
            ))}
          </SimpleGrid>
        </CardGroup>
      </Stack>
    </PageLayout>
  );
}

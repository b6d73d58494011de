import { CircleCheckIcon, CircleIcon, PageLayout, SimpleGrid, Stack } from 'shared-ui';
import { List } from 'shared-ui/kits';
import { KitSection } from '@kits/components/KitSection';
import { PeopleData } from './components/PeopleData';
import { TeamDirectory } from './components/TeamDirectory';
import { TeamsSummary } from './components/TeamsSummary';

const CHECKLIST = [
  { step: 'Write the release notes', done: true },
  { step: 'Run the migration on staging', done: true },
  { step: 'Tell support what changed', done: false },
  { step: 'Tag the release', done: false },
];

/** `/uikits/lists`: a searchable list of people from the server, and the plain list styles. */
export default function ListsPage() {
  return (
    <PageLayout
      title="Lists"
      description="From a plain bulleted list to a searchable directory loaded from the server."
    >
      <Stack gap="6">
        <KitSection title="Team directory" description="Avatars, roles and presence, narrowed as you type.">
          <PeopleData>{(people) => <TeamDirectory people={people} />}</PeopleData>
        </KitSection>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          <KitSection title="Ordered" description="Teams by size, from the same data.">
            <PeopleData>{(people) => <TeamsSummary people={people} />}</PeopleData>
          </KitSection>
          <KitSection title="Unordered" description="For points whose order does not matter.">
            <List.Root gap="2" ps="5">
              <List.Item>Boards keep the order you drag cards into</List.Item>
              <List.Item>Every project has its own statuses</List.Item>
              <List.Item>Dark mode follows your choice on every device</List.Item>
            </List.Root>
          </KitSection>
          <KitSection title="With icons" description="A release checklist: done and still to do.">
            <List.Root gap="2" variant="plain" aria-label="Release checklist">
              {CHECKLIST.map(({ step, done }) => (
                <List.Item key={step} alignItems="center">
                  <List.Indicator asChild color={done ? 'green.fg' : 'fg.subtle'}>
                    {done ? <CircleCheckIcon aria-label="Done" /> : <CircleIcon aria-label="To do" />}
                  </List.Indicator>
                  {step}
                </List.Item>
              ))}
            </List.Root>
          </KitSection>
        </SimpleGrid>
      </Stack>
    </PageLayout>
  );
}

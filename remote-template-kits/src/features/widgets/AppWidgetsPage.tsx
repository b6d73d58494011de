import { PageLayout, SimpleGrid } from 'shared-ui';
import { CalendarGlance } from './components/CalendarGlance';
import { TodoGlance } from './components/TodoGlance';

/** `/widgets/app`: small working blocks of the apps — your todos and a month of due dates. */
export default function AppWidgetsPage() {
  return (
    <PageLayout
      title="App widgets"
      description="Small working blocks of the apps: tick off a todo, or pick a day to see the tasks due."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <TodoGlance />
        <CalendarGlance />
      </SimpleGrid>
    </PageLayout>
  );
}

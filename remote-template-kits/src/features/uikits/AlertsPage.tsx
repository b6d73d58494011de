import { Alert, Button, PageLayout, RouterLink, SimpleGrid, Stack } from 'shared-ui';
import { DismissibleAlerts } from './components/DismissibleAlerts';
import { KitSection } from '@kits/components/KitSection';

const STATUSES = [
  { status: 'info', title: 'A new version is available' },
  { status: 'success', title: 'Your changes were saved' },
  { status: 'warning', title: 'Your trial ends in 3 days' },
  { status: 'error', title: 'The payment was declined' },
] as const;

const VARIANTS = ['subtle', 'surface', 'outline'] as const;

/** `/uikits/alerts`: the four statuses in each look, dismissible alerts and alerts with an action. */
export default function AlertsPage() {
  return (
    <PageLayout
      title="Alerts"
      description="Short messages about the state of the page: information, success, warnings and errors."
    >
      <Stack gap="6">
        <KitSection title="Dismissible" description="Each alert has a close button; closed ones can be brought back.">
          <DismissibleAlerts />
        </KitSection>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          {VARIANTS.map((variant) => (
            <KitSection key={variant} title={`${variant[0]?.toUpperCase()}${variant.slice(1)}`}>
              <Stack gap="3">
                {STATUSES.map(({ status, title }) => (
                  <Alert.Root key={status} status={status} variant={variant}>
                    <Alert.Indicator />
                    <Alert.Title>{title}</Alert.Title>
                  </Alert.Root>
                ))}
              </Stack>
            </KitSection>
          ))}
        </SimpleGrid>
        <KitSection title="With an action" description="When the reader can fix the problem from the alert itself.">
          <Alert.Root status="warning" variant="surface">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>Some tasks may have no assignee</Alert.Title>
              <Alert.Description>Unassigned tasks do not show on anyone's board.</Alert.Description>
              <Button asChild size="xs" variant="outline" alignSelf="flex-start">
                <RouterLink to="/task-manager">Open the task manager</RouterLink>
              </Button>
            </Alert.Content>
          </Alert.Root>
        </KitSection>
      </Stack>
    </PageLayout>
  );
}

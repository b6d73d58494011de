import { PageLayout, SimpleGrid, Stack } from 'shared-ui';
import { DeleteConfirmation } from './components/DeleteConfirmation';
import { InviteDialog } from './components/InviteDialog';
import { KitSection } from '@kits/components/KitSection';
import { SizedDialogs } from './components/SizedDialogs';

/** `/uikits/modals`: dialogs of every size, a form in a dialog and a confirmation. */
export default function ModalsPage() {
  return (
    <PageLayout
      title="Modals"
      description="Dialogs keep focus inside while open, close with Esc, and give focus back to the button that opened them."
    >
      <Stack gap="6">
        <KitSection title="Sizes" description="From a one-line question to a full-screen task.">
          <SizedDialogs />
        </KitSection>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <KitSection
            title="Form"
            description="Focus starts in the first field; it closes only on Cancel or a valid send."
          >
            <InviteDialog />
          </KitSection>
          <KitSection title="Confirmation" description="For actions that cannot be undone; focus starts on Cancel.">
            <DeleteConfirmation />
          </KitSection>
        </SimpleGrid>
      </Stack>
    </PageLayout>
  );
}

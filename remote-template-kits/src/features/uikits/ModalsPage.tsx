import { PageLayout, SimpleGrid, Stack } from 'shared-ui';
import { KitSection } from '@kits/components/KitSection';
import { DeleteConfirmation } from './components/DeleteConfirmation';
import { DesignLightbox } from './components/DesignLightbox';
import { InviteDialog } from './components/InviteDialog';
import { NestedDialogs } from './components/NestedDialogs';
import { NewProjectWizard } from './components/NewProjectWizard';
import { PlacedDialogs } from './components/PlacedDialogs';
import { ScrollingDialogs } from './components/ScrollingDialogs';
import { SideDrawers } from './components/SideDrawers';
import { SizedDialogs } from './components/SizedDialogs';

/** `/uikits/modals`: dialogs of every size and place, forms, confirmations, drawers, steps and a lightbox. */
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
          <KitSection title="Placement" description="Centred, or near the top of the screen.">
            <PlacedDialogs />
          </KitSection>
          <KitSection
            title="Long content"
            description="The body scrolls inside the dialog, or the dialog with the page."
          >
            <ScrollingDialogs />
          </KitSection>
          <KitSection
            title="Drawers"
            description="Sliding in from any edge; start and end follow the reading direction."
          >
            <SideDrawers />
          </KitSection>
          <KitSection title="Nested" description="A second dialog over the first; Esc closes the top one only.">
            <NestedDialogs />
          </KitSection>
          <KitSection title="Steps" description="One task in three steps; Back keeps what was typed.">
            <NewProjectWizard />
          </KitSection>
        </SimpleGrid>
        <KitSection title="Lightbox" description="Open a screen full size; the arrow keys step through them.">
          <DesignLightbox />
        </KitSection>
      </Stack>
    </PageLayout>
  );
}

import { PageLayout, SimpleGrid } from 'shared-ui';
import { KitSection } from '@kits/components/KitSection';
import { ConfirmDeletePopover } from './components/ConfirmDeletePopover';
import { ControlledPopover } from './components/ControlledPopover';
import { DarkPopover } from './components/DarkPopover';
import { HoverInfoPopover } from './components/HoverInfoPopover';
import { LinksPopover } from './components/LinksPopover';
import { PopoverPlacements } from './components/PopoverPlacements';
import { PopoverSizes } from './components/PopoverSizes';
import { ShareProjectPopover } from './components/ShareProjectPopover';
import { TourStepPopover } from './components/TourStepPopover';
import { UserCardPopover } from './components/UserCardPopover';

/** `/uikits/popover`: the twelve placements, click and hover triggers, forms, confirmations, menus and cards. */
export default function PopoverPage() {
  return (
    <PageLayout
      title="Popover"
      description="Richer than a tooltip: a popover can hold links, forms and buttons. Esc closes it and focus goes back."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <KitSection
          title="Placement"
          description="Above, below, before or after its button, and lined up with either edge."
        >
          <PopoverPlacements />
        </KitSection>
        <KitSection title="With a form" description="Opens on click; copy the link or send it by email.">
          <ShareProjectPopover />
        </KitSection>
        <KitSection title="On hover and focus" description="Rest the pointer on the name, or Tab to it.">
          <HoverInfoPopover />
        </KitSection>
        <KitSection title="Confirm" description="A small “are you sure?” beside the button it asks about.">
          <ConfirmDeletePopover />
        </KitSection>
        <KitSection title="Header, footer and arrow" description="A tip with its own buttons.">
          <TourStepPopover />
        </KitSection>
        <KitSection title="Links" description="A short list of places to go.">
          <LinksPopover />
        </KitSection>
        <KitSection title="User card" description="Who someone is and how to reach them, on click.">
          <UserCardPopover />
        </KitSection>
        <KitSection title="Controlled" description="Opened and closed from elsewhere on the page.">
          <ControlledPopover />
        </KitSection>
        <KitSection title="Sizes" description="Extra small to large.">
          <PopoverSizes />
        </KitSection>
        <KitSection title="Dark" description="Dark in light mode too, for help that should stand out.">
          <DarkPopover />
        </KitSection>
      </SimpleGrid>
    </PageLayout>
  );
}

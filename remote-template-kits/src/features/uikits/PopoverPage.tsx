import { PageLayout, SimpleGrid, Wrap } from 'shared-ui';
import { HoverInfoPopover } from './components/HoverInfoPopover';
import { KitSection } from '@kits/components/KitSection';
import { PlacedPopover } from './components/PlacedPopover';
import { ShareProjectPopover } from './components/ShareProjectPopover';
import { useLogicalSide } from './hooks/use-logical-side';

/** `/uikits/popover`: a popover with a form, one that opens on hover and focus, and the four placements. */
export default function PopoverPage() {
  const side = useLogicalSide();
  return (
    <PageLayout
      title="Popover"
      description="Richer than a tooltip: a popover can hold links, forms and buttons. Esc closes it and focus goes back."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <KitSection title="With a form" description="Opens on click; copy the link or send it by email.">
          <ShareProjectPopover />
        </KitSection>
        <KitSection title="On hover and focus" description="Rest the pointer on the name, or Tab to it.">
          <HoverInfoPopover />
        </KitSection>
        <KitSection title="Placement" description="Above, below, before or after its button.">
          <Wrap gap="3">
            <PlacedPopover label="Top" placement="top" text="Opens above the button." />
            <PlacedPopover label="Bottom" placement="bottom" text="Opens below the button." />
            <PlacedPopover label="Start" placement={side.start} text="Opens before the button." />
            <PlacedPopover label="End" placement={side.end} text="Opens after the button." />
          </Wrap>
        </KitSection>
      </SimpleGrid>
    </PageLayout>
  );
}

import { SimpleGrid } from 'shared-ui';
import { useLogicalSide } from '../hooks/use-logical-side';
import { PlacedPopover, type PopoverPlacement } from './PlacedPopover';

interface PlacementChoice {
  label: string;
  placement: PopoverPlacement;
  text: string;
}

/**
 * The twelve placements. Above and below, "start" and "end" align with the reading direction on their own; on the
 * sides the placement is physical, so start and end swap in right-to-left.
 */
export function PopoverPlacements() {
  const side = useLogicalSide();
  const choices: PlacementChoice[] = [
    { label: 'Top start', placement: 'top-start', text: 'Above, lined up with the button’s start.' },
    { label: 'Top', placement: 'top', text: 'Above, centred.' },
    { label: 'Top end', placement: 'top-end', text: 'Above, lined up with the button’s end.' },
    { label: 'Start, top', placement: `${side.start}-start`, text: 'Before the button, lined up with its top.' },
    { label: 'Start', placement: side.start, text: 'Before the button, centred.' },
    { label: 'Start, bottom', placement: `${side.start}-end`, text: 'Before the button, lined up with its bottom.' },
    { label: 'End, top', placement: `${side.end}-start`, text: 'After the button, lined up with its top.' },
    { label: 'End', placement: side.end, text: 'After the button, centred.' },
    { label: 'End, bottom', placement: `${side.end}-end`, text: 'After the button, lined up with its bottom.' },
    { label: 'Bottom start', placement: 'bottom-start', text: 'Below, lined up with the button’s start.' },
    { label: 'Bottom', placement: 'bottom', text: 'Below, centred.' },
    { label: 'Bottom end', placement: 'bottom-end', text: 'Below, lined up with the button’s end.' },
  ];
  return (
    <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
      {choices.map((choice) => (
        <PlacedPopover key={choice.label} {...choice} />
      ))}
    </SimpleGrid>
  );
}

import type { ComponentProps } from 'react';
import { IconButton } from 'shared-ui';
import { Carousel, ChevronLeftIcon, ChevronRightIcon } from 'shared-ui/kits';
import { MirroredIcon } from './MirroredIcon';

interface CarouselControlsProps {
  size: ComponentProps<typeof IconButton>['size'];
  variant: ComponentProps<typeof IconButton>['variant'];
}

/** A carousel's previous arrow, its dots and its next arrow, in a row (the arrows mirror in right-to-left). */
export function CarouselControls({ size, variant }: CarouselControlsProps) {
  return (
    <Carousel.Control gap="3" justifyContent="center">
      <Carousel.PrevTrigger asChild>
        <IconButton size={size} variant={variant}>
          <MirroredIcon icon={ChevronLeftIcon} />
        </IconButton>
      </Carousel.PrevTrigger>
      <Carousel.IndicatorGroup>
        <Carousel.Indicators />
      </Carousel.IndicatorGroup>
      <Carousel.NextTrigger asChild>
        <IconButton size={size} variant={variant}>
          <MirroredIcon icon={ChevronRightIcon} />
        </IconButton>
      </Carousel.NextTrigger>
    </Carousel.Control>
  );
}

import { PageLayout, Stack } from 'shared-ui';
import { FeatureCarousel } from './components/FeatureCarousel';
import { KitSection } from '@kits/components/KitSection';
import { TemplateCarousel } from './components/TemplateCarousel';

/** `/uikits/carousel`: a slideshow that plays itself and a multi-card carousel. */
export default function CarouselPage() {
  return (
    <PageLayout
      title="Carousel"
      description="Slides that move with arrows, dots, swipes and the arrow keys, and mirror in right-to-left layouts."
    >
      <Stack gap="6">
        <KitSection
          title="Autoplay slideshow"
          description="Moves every four seconds and pauses while the pointer is over it or focus is inside it."
        >
          <FeatureCarousel />
        </KitSection>
        <KitSection title="Several per page" description="Two cards at a time; drag or swipe to move through them.">
          <TemplateCarousel />
        </KitSection>
      </Stack>
    </PageLayout>
  );
}

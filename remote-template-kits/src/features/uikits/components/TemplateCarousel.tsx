import { Card, Heading, Text } from 'shared-ui';
import { Carousel } from 'shared-ui/kits';
import { CarouselControls } from './CarouselControls';
import { TEMPLATE_CARDS } from './carousel-slides';

/** Two cards a page, moved by arrows, dots, swipe or mouse drag, and the arrow keys once focused. */
export function TemplateCarousel() {
  return (
    <Carousel.Root
      slideCount={TEMPLATE_CARDS.length}
      slidesPerPage={2}
      spacing="16px"
      allowMouseDrag
      aria-label="Project templates"
      gap="4"
    >
      <Carousel.ItemGroup>
        {TEMPLATE_CARDS.map((template, index) => (
          <Carousel.Item key={template.name} index={index}>
            <Card.Root size="sm" h="full" colorPalette={template.palette} variant="subtle">
              <Card.Body gap="2">
                <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" color="colorPalette.fg">
                  {template.category}
                </Text>
                <Heading as="h3" textStyle="md">
                  {template.name}
                </Heading>
                <Text textStyle="sm" color="fg.muted">
                  {template.tasks} tasks ready to assign
                </Text>
              </Card.Body>
            </Card.Root>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <CarouselControls size="xs" variant="subtle" />
    </Carousel.Root>
  );
}

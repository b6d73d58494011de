import { useState, type FocusEvent } from 'react';
import { Badge, Box, Button, Heading, HStack, PlayIcon, Stack, Text } from 'shared-ui';
import { Carousel, PauseIcon, useCarousel } from 'shared-ui/kits';
import { prefersReducedMotion } from './prefers-reduced-motion';
import { FEATURE_SLIDES } from './carousel-slides';
import { CarouselControls } from './CarouselControls';

const AUTOPLAY_DELAY_MS = 4000;

/**
 * A slideshow that moves on its own and stops while the reader is on it: pointer over it or focus inside it
 * pauses, leaving resumes, unless the reader paused it with the button (or asked the system for less motion).
 */
export function FeatureCarousel() {
  const [stoppedByReader, setStoppedByReader] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const carousel = useCarousel({
    slideCount: FEATURE_SLIDES.length,
    loop: true,
    allowMouseDrag: true,
    autoplay: stoppedByReader ? false : { delay: AUTOPLAY_DELAY_MS },
  });

  const resumeUnless = (stillHeld: boolean) => {
    if (!stillHeld && !stoppedByReader) carousel.play();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setFocused(false);
    resumeUnless(hovered);
  };
  const toggleAutoplay = () => {
    if (stoppedByReader) {
      setStoppedByReader(false);
      carousel.play();
    } else {
      setStoppedByReader(true);
      carousel.pause();
    }
  };

  return (
    <Carousel.RootProvider
      value={carousel}
      aria-label="Product highlights"
      gap="3"
      onPointerEnter={() => {
        setHovered(true);
        carousel.pause();
      }}
      onPointerLeave={() => {
        setHovered(false);
        resumeUnless(focused);
      }}
      onFocus={() => {
        setFocused(true);
        carousel.pause();
      }}
      onBlur={onBlur}
    >
      <Carousel.ItemGroup borderRadius="l3">
        {FEATURE_SLIDES.map((slide, index) => (
          <Carousel.Item key={slide.title} index={index}>
            <Stack
              justify="flex-end"
              minH={{ base: '56', md: '72' }}
              p={{ base: '5', md: '8' }}
              borderRadius="l3"
              bgGradient="to-br"
              gradientFrom={slide.from}
              gradientTo={slide.to}
              color="white"
              gap="2"
            >
              <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
                {index + 1} of {FEATURE_SLIDES.length}
              </Text>
              <Heading as="h3" textStyle={{ base: 'xl', md: '3xl' }}>
                {slide.title}
              </Heading>
              <Text maxW="lg">{slide.text}</Text>
            </Stack>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>

      <HStack justify="space-between" gap="3" wrap="wrap">
        <CarouselControls size="sm" variant="outline" />
        <HStack gap="2">
          <Badge colorPalette={carousel.isPlaying ? 'green' : 'gray'} aria-live="polite">
            {carousel.isPlaying ? 'Playing' : 'Paused'}
          </Badge>
          <Button size="sm" variant="ghost" onClick={toggleAutoplay}>
            {stoppedByReader ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
            {stoppedByReader ? 'Play slideshow' : 'Pause slideshow'}
          </Button>
        </HStack>
      </HStack>
      <Box srOnly>
        <Carousel.ProgressText />
      </Box>
    </Carousel.RootProvider>
  );
}

import { useState } from 'react';
import {
  Box,
  Button,
  Center,
  CloseButton,
  Dialog,
  HStack,
  ModalFrame,
  SimpleGrid,
  Stack,
  Text,
  useLayoutSettings,
} from 'shared-ui';
import { ChevronLeftIcon, ChevronRightIcon } from 'shared-ui/kits';
import { DESIGN_SCREENS, type DesignScreen } from './dialog-samples';
import { MirroredIcon } from './MirroredIcon';

function ScreenPicture({ screen, large }: { screen: DesignScreen; large?: boolean }) {
  return (
    <Center
      role="img"
      aria-label={`${screen.title} screen`}
      bgGradient="to-br"
      gradientFrom={screen.from}
      gradientTo={screen.to}
      color="white"
      rounded="l2"
      aspectRatio={16 / 10}
      w="full"
    >
      <Text fontWeight="semibold" textStyle={large ? '2xl' : 'sm'}>
        {screen.title}
      </Text>
    </Center>
  );
}

/** Thumbnails that open full size in a dark dialog; Previous, Next and the arrow keys step through them. */
export function DesignLightbox() {
  const { dir } = useLayoutSettings();
  const [shownIndex, setShownIndex] = useState<number | null>(null);
  const count = DESIGN_SCREENS.length;
  const shown = shownIndex === null ? undefined : DESIGN_SCREENS[shownIndex];
  const step = (by: number) => setShownIndex((index) => (index === null ? null : (index + by + count) % count));

  return (
    <>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3">
        {DESIGN_SCREENS.map((screen, index) => (
          <Box
            as="button"
            key={screen.title}
            aria-label={`Open the ${screen.title} screen`}
            onClick={() => setShownIndex(index)}
            rounded="l2"
            cursor="zoom-in"
            focusRingColor="focusRing"
          >
            <ScreenPicture screen={screen} />
          </Box>
        ))}
      </SimpleGrid>
      <ModalFrame open={shown !== undefined} onClose={() => setShownIndex(null)} size="xl" placement="center">
        {shown && (
          <Box
            className="dark"
            bg="bg.panel"
            color="fg"
            rounded="l3"
            onKeyDown={(event) => {
              // The arrow pointing the way the row reads goes to the next screen.
              const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
              const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
              if (event.key === forward) step(1);
              if (event.key === backward) step(-1);
            }}
          >
            <Dialog.Header>
              <Dialog.Title>
                {shown.title} · {(shownIndex ?? 0) + 1} of {count}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <ScreenPicture screen={shown} large />
                <Text textStyle="sm">{shown.note}</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack justify="space-between" w="full">
                <Button variant="outline" onClick={() => step(-1)}>
                  <MirroredIcon icon={ChevronLeftIcon} /> Previous
                </Button>
                <Button variant="outline" onClick={() => step(1)}>
                  Next <MirroredIcon icon={ChevronRightIcon} />
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Box>
        )}
      </ModalFrame>
    </>
  );
}

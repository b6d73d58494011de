import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Box, Button, CloseButton, HStack, Portal, Stack, Text } from 'shared-ui';
import type { Tour } from '../hooks/use-tour';
import { tourTargetSelector, type TourStep } from '../model/tour-steps';

const CARD_WIDTH = 320;
const GAP = 12;
const EDGE = 16;
/** Room the card needs below its target before it goes above instead. */
const CARD_ROOM = 240;

interface Placement {
  ring: CSSProperties;
  card: CSSProperties;
}

/** Where the highlight ring and the step card go for a target at `rect`, in viewport pixels. */
export function placeAround(rect: DOMRect, viewport: { width: number; height: number }, rtl: boolean): Placement {
  const width = Math.min(CARD_WIDTH, viewport.width - 2 * EDGE);
  const preferredLeft = rtl ? rect.right - width : rect.left;
  const left = Math.min(Math.max(preferredLeft, EDGE), viewport.width - width - EDGE);
  const below = rect.bottom + GAP + CARD_ROOM <= viewport.height || rect.top < CARD_ROOM;
  const card: CSSProperties = below
    ? { left, width, top: Math.min(rect.bottom + GAP, viewport.height - CARD_ROOM) }
    : { left, width, bottom: viewport.height - rect.top + GAP };
  const ring: CSSProperties = {
    left: rect.left - 4,
    top: rect.top - 4,
    width: rect.width + 8,
    height: rect.height + 8,
  };
  return { ring, card };
}

function useTargetPlacement(step: TourStep): Placement | null {
  const [placement, setPlacement] = useState<Placement | null>(null);
  useLayoutEffect(() => {
    const target = document.querySelector<HTMLElement>(tourTargetSelector(step));
    if (!target) {
      setPlacement(null);
      return;
    }
    target.scrollIntoView({ block: 'center', inline: 'nearest' });
    const measure = () =>
      setPlacement(
        placeAround(
          target.getBoundingClientRect(),
          { width: document.documentElement.clientWidth, height: window.innerHeight },
          document.documentElement.dir === 'rtl',
        ),
      );
    measure();
    // Scrolling anywhere (the page or a scrolling panel) and resizing move the target.
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [step]);
  return placement;
}

/**
 * The open tour: a ring around the step's element and a card beside it that takes the focus. Arrow keys move
 * between steps (mirrored in right-to-left), Escape closes; Next on the last step finishes.
 */
export function TourStepCard({ tour, step, index }: { tour: Tour<TourStep>; step: TourStep; index: number }) {
  const placement = useTargetPlacement(step);
  const cardRef = useRef<HTMLDivElement>(null);
  const last = index + 1 === tour.total;

  const placed = placement !== null;
  // Each step takes the focus, so a screen reader reads it and the keys act on it.
  useEffect(() => {
    if (placed) cardRef.current?.focus();
  }, [step, placed]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const rtl = document.documentElement.dir === 'rtl';
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === 'Escape') tour.close();
      else if (event.key === forward) tour.next();
      else if (event.key === backward) tour.back();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tour]);

  if (!placement) return null;
  const titleId = `tour-step-title-${step.target}`;
  const textId = `tour-step-text-${step.target}`;
  return (
    <Portal>
      <Box
        aria-hidden="true"
        position="fixed"
        style={placement.ring}
        borderWidth="3px"
        borderColor="brand.solid"
        rounded="l3"
        pointerEvents="none"
        zIndex="popover"
        data-testid="tour-ring"
      />
      <Box
        ref={cardRef}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        position="fixed"
        style={placement.card}
        zIndex="popover"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        rounded="l3"
        shadow="lg"
        p="4"
        outline="none"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
        data-testid="tour-card"
      >
        <Stack gap="3">
          <HStack justify="space-between" align="start" gap="2">
            <Text id={titleId} fontWeight="semibold">
              {step.title}
            </Text>
            <CloseButton size="xs" aria-label="Close the tour" onClick={tour.close} />
          </HStack>
          <Text id={textId} textStyle="sm" color="fg.muted">
            {step.text}
          </Text>
          <HStack justify="space-between" gap="2" wrap="wrap">
            {/* Plaintext bidi: in right-to-left the English count still reads "2 of 5". */}
            <Text textStyle="sm" color="fg.muted" aria-live="polite" unicodeBidi="plaintext">
              {`${index + 1} of ${tour.total}`}
            </Text>
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={tour.back} disabled={index === 0}>
                Back
              </Button>
              <Button size="sm" onClick={tour.next}>
                {last ? 'Finish' : 'Next'}
              </Button>
            </HStack>
          </HStack>
        </Stack>
      </Box>
    </Portal>
  );
}

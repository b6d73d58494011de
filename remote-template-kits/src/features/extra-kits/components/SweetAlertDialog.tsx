import { useEffect, useRef } from 'react';
import {
  Box,
  Button,
  Center,
  CircleCheckIcon,
  CircleXIcon,
  Dialog,
  InfoIcon,
  LoadingState,
  onDemand,
  Portal,
  Text,
  TriangleAlertIcon,
  type LucideIcon,
} from 'shared-ui';
import type { ResultStatus, SweetAlerts } from '../hooks/use-sweet-alert';

// A prompt's form, and formik with it, loads when the first prompt opens: the page's first screen shows no form.
const PromptForm = onDemand(
  () => import('./PromptForm').then((module) => module.PromptForm),
  <Box p="6">
    <LoadingState label="Loading the form" shape="lines" />
  </Box>,
);

const STATUS_LOOK: Record<ResultStatus, { icon: LucideIcon; palette: string }> = {
  success: { icon: CircleCheckIcon, palette: 'green' },
  error: { icon: CircleXIcon, palette: 'red' },
  warning: { icon: TriangleAlertIcon, palette: 'orange' },
  info: { icon: InfoIcon, palette: 'blue' },
};

/** The page's one SweetAlert-style dialog: whatever `alerts.current` asks, centred, with a big status icon. */
export function SweetAlertDialog({ alerts }: { alerts: SweetAlerts }) {
  const request = alerts.current;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Each new question of a chain takes the focus: Cancel for a destructive one, else the first field or button.
  useEffect(() => {
    if (!request) return;
    const frame = requestAnimationFrame(() => {
      const content = contentRef.current;
      if (!content) return;
      const target =
        request.kind === 'confirm' && request.destructive
          ? cancelRef.current
          : content.querySelector<HTMLElement>('input, [data-primary]');
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [request]);
  const look = request?.kind === 'result' ? STATUS_LOOK[request.status] : null;
  const StatusIcon = look?.icon;
  return (
    <Dialog.Root
      role={request?.kind === 'confirm' ? 'alertdialog' : 'dialog'}
      open={request !== null}
      onOpenChange={(details) => {
        if (!details.open && request) alerts.answer(request.kind === 'prompt' ? null : request.kind === 'result');
      }}
      initialFocusEl={request?.kind === 'confirm' && request.destructive ? () => cancelRef.current : undefined}
      size="sm"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content textAlign="center" ref={contentRef}>
            {request && (
              <>
                <Dialog.Header flexDirection="column" alignItems="center" gap="3">
                  {StatusIcon && look && (
                    <Center color={`${look.palette}.fg`}>
                      <StatusIcon size={56} aria-hidden="true" />
                    </Center>
                  )}
                  <Dialog.Title>{request.title}</Dialog.Title>
                </Dialog.Header>
                {request.kind === 'prompt' ? (
                  <PromptForm key={request.title} request={request} onAnswer={alerts.answer} />
                ) : (
                  <>
                    <Dialog.Body>
                      <Dialog.Description>
                        <Text as="span">{request.text}</Text>
                      </Dialog.Description>
                    </Dialog.Body>
                    <Dialog.Footer justifyContent="center">
                      {request.kind === 'confirm' ? (
                        <>
                          <Button ref={cancelRef} variant="outline" onClick={() => alerts.answer(false)}>
                            Cancel
                          </Button>
                          <Button
                            data-primary
                            colorPalette={request.destructive ? 'red' : undefined}
                            onClick={() => alerts.answer(true)}
                          >
                            {request.confirmLabel}
                          </Button>
                        </>
                      ) : (
                        <Button data-primary colorPalette={look?.palette} onClick={() => alerts.answer(true)}>
                          OK
                        </Button>
                      )}
                    </Dialog.Footer>
                  </>
                )}
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

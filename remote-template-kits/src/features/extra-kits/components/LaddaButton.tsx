import type { ComponentProps, ReactNode } from 'react';
import { Box, Button, Spinner } from 'shared-ui';

type ButtonProps = ComponentProps<typeof Button>;

/** How the button shows that it is working, after the Ladda buttons of the same names. */
export type LaddaLook = 'expand-right' | 'expand-left' | 'zoom-in' | 'slide-up';

export interface LaddaButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  look: LaddaLook;
  busy: boolean;
  /** 0 to 1 to draw a bar that fills along the button's bottom edge; null draws none. */
  progress?: number | null;
  /** Shown in place of the label by the slide-up look. */
  loadingText: string;
  children: ReactNode;
  onClick: () => void;
}

const MOTION = { transition: 'all 0.25s ease', _motionReduce: { transition: 'none' } } as const;

function BusySpinner({ show }: { show: boolean }) {
  return (
    <Box as="span" display="inline-flex" overflow="hidden" width={show ? '4' : '0'} opacity={show ? 1 : 0} {...MOTION}>
      <Spinner size="sm" />
    </Box>
  );
}

/**
 * A button that shows its job running. While busy it is aria-disabled rather than disabled, so the keyboard focus
 * stays on it (a disabled button drops the focus); presses are ignored until the job ends.
 */
export function LaddaButton({
  look,
  busy,
  progress = null,
  loadingText,
  children,
  onClick,
  ...rest
}: LaddaButtonProps) {
  const label = (
    <Box
      as="span"
      display="inline-block"
      opacity={busy && (look === 'zoom-in' || look === 'slide-up') ? 0 : 1}
      transform={
        busy ? (look === 'zoom-in' ? 'scale(2.2)' : look === 'slide-up' ? 'translateY(-150%)' : 'none') : 'none'
      }
      {...MOTION}
    >
      {children}
    </Box>
  );
  return (
    <Button
      {...rest}
      position="relative"
      overflow="hidden"
      aria-disabled={busy || undefined}
      aria-busy={busy}
      data-look={look}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {look === 'expand-left' && <BusySpinner show={busy} />}
      {label}
      {look === 'expand-right' && <BusySpinner show={busy} />}
      {look === 'zoom-in' && (
        <Box
          as="span"
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          opacity={busy ? 1 : 0}
          transform={busy ? 'none' : 'scale(0.3)'}
          {...MOTION}
        >
          <Spinner size="sm" />
        </Box>
      )}
      {look === 'slide-up' && (
        <Box
          as="span"
          aria-hidden="true"
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          gap="2"
          transform={busy ? 'none' : 'translateY(150%)'}
          {...MOTION}
        >
          <Spinner size="xs" />
          {loadingText}
        </Box>
      )}
      {progress !== null && (
        <Box
          as="span"
          aria-hidden="true"
          position="absolute"
          bottom="0"
          insetStart="0"
          height="1"
          bg="currentColor"
          opacity={0.6}
          width={`${Math.round(progress * 100)}%`}
          transition="width 0.1s linear"
        />
      )}
    </Button>
  );
}

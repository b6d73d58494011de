import { useState } from 'react';
import { Box, Button, Heading, Stack, Text } from 'shared-ui';

interface Props {
  title: string;
  /** A page that failed to render, as opposed to a remote that could not be reached. */
  crashed?: boolean;
  detail?: string;
  /** The remote's version cannot run with this host (what it needs and what the host provides). */
  incompatibility?: string;
  /** The remote's version would load its code from an origin it may not use (which one). */
  codeOriginRefusal?: string;
  onRetry: () => Promise<void> | void;
}

type Refusal = Pick<Props, 'incompatibility' | 'codeOriginRefusal'>;

function heading(title: string, crashed: boolean, refusal: Refusal): string {
  if (refusal.incompatibility) return `${title} cannot run with this version of Tessera`;
  if (refusal.codeOriginRefusal) return `${title} was not loaded`;
  return crashed ? `${title} hit an error` : `${title} is unavailable`;
}

function explanation(crashed: boolean, refusal: Refusal): string {
  if (refusal.incompatibility)
    return 'The version of this part deployed here was built for other versions of the shared code, so it was not loaded. The rest of the app still works.';
  if (refusal.codeOriginRefusal)
    return 'The version of this part deployed here would load its code from a server this environment does not allow, so it was not loaded. The rest of the app still works.';
  return crashed
    ? 'This page stopped working. The rest of Tessera is not affected.'
    : 'This part of Tessera could not be loaded right now. The rest of the app still works.';
}

/** Shown in place of a remote's pages when it cannot be loaded. The rest of the app keeps working. */
export function RemoteUnavailable({
  title,
  crashed = false,
  detail,
  incompatibility,
  codeOriginRefusal,
  onRetry,
}: Props) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Box
      role="alert"
      data-testid="remote-unavailable"
      borderWidth="1px"
      borderColor="orange.emphasized"
      bg="orange.subtle"
      rounded="l3"
      p="8"
      m={{ base: '4', md: '8' }}
      maxW="2xl"
    >
      <Stack gap="3">
        <Heading size="md">{heading(title, crashed, { incompatibility, codeOriginRefusal })}</Heading>
        <Text>{explanation(crashed, { incompatibility, codeOriginRefusal })}</Text>
        {(incompatibility ?? codeOriginRefusal ?? detail) && (
          <Text textStyle="sm" color="fg.muted" data-testid="remote-unavailable-detail">
            {incompatibility ?? codeOriginRefusal ?? detail}
          </Text>
        )}
        <Box>
          {/* Outline: white text on Chakra's solid orange reads at 3.6:1, below WCAG AA's 4.5:1. */}
          <Button
            colorPalette="orange"
            variant="outline"
            onClick={() => void retry()}
            loading={retrying}
            loadingText="Retrying…"
          >
            Retry
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

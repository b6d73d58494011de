import { useState } from 'react';
import { Box, Button, Heading, Stack, Text } from 'shared-ui';

interface Props {
  title: string;
  /** A page that failed to render, as opposed to a remote that could not be reached. */
  crashed?: boolean;
  detail?: string;
  /** The remote's version cannot run with this host (what it needs and what the host provides). */
  incompatibility?: string;
  onRetry: () => Promise<void> | void;
}

function heading(title: string, crashed: boolean, incompatibility: string | undefined): string {
  if (incompatibility) return `${title} cannot run with this version of Tessera`;
  return crashed ? `${title} hit an error` : `${title} is unavailable`;
}

/** Shown in place of a remote's pages when it cannot be loaded. The rest of the app keeps working. */
export function RemoteUnavailable({ title, crashed = false, detail, incompatibility, onRetry }: Props) {
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
        <Heading size="md">{heading(title, crashed, incompatibility)}</Heading>
        <Text>
          {incompatibility
            ? 'The version of this part deployed here was built for other versions of the shared code, so it was not loaded. The rest of the app still works.'
            : crashed
              ? 'This page stopped working. The rest of Tessera is not affected.'
              : 'This part of Tessera could not be loaded right now. The rest of the app still works.'}
        </Text>
        {(incompatibility ?? detail) && (
          <Text textStyle="sm" color="fg.muted" data-testid="remote-unavailable-detail">
            {incompatibility ?? detail}
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

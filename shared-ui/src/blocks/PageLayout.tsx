import { useEffect, type ReactNode } from 'react';
import { useInRouterContext } from 'react-router';
import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import { usePublishHeading } from '../page-trail/page-place';

interface PageLayoutProps {
  /** The page's heading, and the browser tab's title unless `documentTitle` says otherwise. */
  title: string;
  /** The browser tab's title when it should differ from the heading (a profile headed by the person's name). */
  documentTitle?: string;
  description?: ReactNode;
  /** Buttons beside the title (e.g. "Add todo"). */
  actions?: ReactNode;
  /** A readable width for the content (a form, a profile); the frame and heading stay where every page has them. */
  contentMaxW?: string;
  children: ReactNode;
}

/** Names the page in the host's breadcrumb; only inside a router (a block's test may render a page without). */
function HeadingForTrail({ title }: { title: string }) {
  usePublishHeading(title);
  return null;
}

/**
 * Every page's frame: heading, actions and the one page padding (the shell adds none), the full width on every
 * page. The breadcrumb is the host's, in its top bar; the heading names the page in it.
 */
export function PageLayout({ title, documentTitle, description, actions, contentMaxW, children }: PageLayoutProps) {
  const tabTitle = documentTitle ?? title;
  useEffect(() => {
    document.title = `${tabTitle} · Tessera`;
  }, [tabTitle]);
  const inRouter = useInRouterContext();

  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '4', md: '6' }} w="full">
      {inRouter && <HeadingForTrail title={title} />}
      <Stack gap="6">
        <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {description !== undefined && (
              <Box color="fg.muted" textStyle="sm">
                {description}
              </Box>
            )}
          </Stack>
          {actions && (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          )}
        </Flex>
        {contentMaxW ? (
          <Stack gap="6" maxW={contentMaxW} w="full">
            {children}
          </Stack>
        ) : (
          children
        )}
      </Stack>
    </Box>
  );
}

import { Fragment, useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Breadcrumb, Flex, Heading, Stack } from '@chakra-ui/react';

export interface BreadcrumbLink {
  label: string;
  /** An app path; absent for the current page. */
  href?: string;
}

interface PageLayoutProps {
  /** The page's heading, and the browser tab's title unless `documentTitle` says otherwise. */
  title: string;
  /** The browser tab's title when it should differ from the heading (a profile headed by the person's name). */
  documentTitle?: string;
  description?: ReactNode;
  breadcrumbs?: BreadcrumbLink[];
  /** Buttons beside the title (e.g. "Add todo"). */
  actions?: ReactNode;
  /** A narrower column for forms and profiles. */
  maxW?: string;
  children: ReactNode;
}

/** Every page's frame: breadcrumbs, heading, actions and the one page padding (the shell adds none). */
export function PageLayout({
  title,
  documentTitle,
  description,
  breadcrumbs,
  actions,
  maxW = '7xl',
  children,
}: PageLayoutProps) {
  const tabTitle = documentTitle ?? title;
  useEffect(() => {
    document.title = `${tabTitle} · Tessera`;
  }, [tabTitle]);

  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '4', md: '6' }} maxW={maxW} mx="auto" w="full">
      <Stack gap="6">
        <Stack gap="2">
          {breadcrumbs && breadcrumbs.length > 0 && (
            <Breadcrumb.Root size="sm">
              <Breadcrumb.List>
                {breadcrumbs.map((crumb, index) => (
                  <Fragment key={`${crumb.label}-${index}`}>
                    <Breadcrumb.Item>
                      {crumb.href ? (
                        <Breadcrumb.Link asChild>
                          <RouterLink to={crumb.href}>{crumb.label}</RouterLink>
                        </Breadcrumb.Link>
                      ) : (
                        <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                      )}
                    </Breadcrumb.Item>
                    {index < breadcrumbs.length - 1 && <Breadcrumb.Separator />}
                  </Fragment>
                ))}
              </Breadcrumb.List>
            </Breadcrumb.Root>
          )}
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
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

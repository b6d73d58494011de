// The remotes' live parts of the sidebar (remote-projects' spaces tree), each under its heading and behind an
// error boundary of its own: a section that cannot load or crashes shows a note with Retry, and the rest of the
// sidebar works on. Their code loads after the page's first content (see sections-start).
import { useEffect, useId, useState } from 'react';
import { Box, Button, Heading, Skeleton, Stack, Text } from 'shared-ui';
import { PageErrorBoundary } from '@host/remotes/PageErrorBoundary';
import { forgetPageModule, usePageModule } from '@host/routing/page-modules';
import type { HostSection } from '@host/routing/route-table';
import { sectionsMayLoad } from './sections-start';

interface SectionPlacement {
  /** A narrow sidebar: the sections draw without their headings and show less. */
  compact?: boolean;
  /** The user followed a link in a section (a drawer holding it closes). */
  onNavigate?: () => void;
}

function useSectionsMayLoad(): boolean {
  const [mayLoad, setMayLoad] = useState(false);
  useEffect(() => {
    let active = true;
    void sectionsMayLoad().then(() => {
      if (active) setMayLoad(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return mayLoad;
}

function SectionPlaceholder({ label }: { label: string }) {
  return (
    <Stack gap="2" px="3" py="2" role="status" aria-label={`Loading ${label}`}>
      <Skeleton h="3" w="70%" />
      <Skeleton h="3" w="50%" />
    </Stack>
  );
}

function LoadedSection({ section, compact, onNavigate }: { section: HostSection } & SectionPlacement) {
  const Section = usePageModule(section.load);
  if (!Section) return <SectionPlaceholder label={section.label} />;
  return <Section compact={compact} onNavigate={onNavigate} />;
}

function GuardedSection(props: { section: HostSection } & SectionPlacement) {
  const [attempt, setAttempt] = useState(0);
  const { section } = props;
  return (
    <PageErrorBoundary
      key={attempt}
      fallback={() => (
        <Stack gap="2" px="3" py="2" role="alert">
          <Text textStyle="sm">{section.label} could not be loaded.</Text>
          <Button
            size="xs"
            variant="outline"
            // The surface's own text colour: gray's dark text vanished on layout2's dark sidebar.
            color="inherit"
            alignSelf="flex-start"
            onClick={() => {
              forgetPageModule(section.load);
              setAttempt((count) => count + 1);
            }}
          >
            Retry
          </Button>
        </Stack>
      )}
    >
      <LoadedSection {...props} />
    </PageErrorBoundary>
  );
}

function SidebarSection({ section, mayLoad, ...props }: { section: HostSection; mayLoad: boolean } & SectionPlacement) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={props.compact ? undefined : headingId}
      aria-label={props.compact ? section.label : undefined}
      mt="4"
    >
      {!props.compact && (
        <Heading
          as="h2"
          id={headingId}
          px="3"
          pb="1"
          textStyle="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wider"
          opacity="0.8"
        >
          {section.label}
        </Heading>
      )}
      {mayLoad ? <GuardedSection section={section} {...props} /> : <SectionPlaceholder label={section.label} />}
    </Box>
  );
}

export function SidebarSections({ sections, compact, onNavigate }: { sections: HostSection[] } & SectionPlacement) {
  const mayLoad = useSectionsMayLoad();
  return (
    <>
      {sections.map((section) => (
        <SidebarSection
          key={`${section.remote}:${section.id}`}
          section={section}
          mayLoad={mayLoad}
          compact={compact}
          onNavigate={onNavigate}
        />
      ))}
    </>
  );
}

import { useState } from 'react';
import { Button, Stack, Text } from 'shared-ui';
import { Collapsible } from 'shared-ui/kits';

/** A description cut after its first paragraph, with "Show more" / "Show less" under it. */
export function ShowMoreText() {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Stack gap="3">
        <Text>
          The website redesign replaces the navigation, rebuilds the home page for speed and moves the blog to the new
          design system.
        </Text>
        <Collapsible.Content>
          <Stack gap="3">
            <Text>
              The work is split into three milestones: the new navigation and header, the home page with its hero and
              customer stories, and the blog templates with their reading view.
            </Text>
            <Text>Each milestone ships on its own, behind a flag, so nothing waits for the whole project.</Text>
          </Stack>
        </Collapsible.Content>
        <Collapsible.Trigger asChild>
          <Button size="sm" variant="plain" colorPalette="teal" alignSelf="flex-start" px="0">
            {open ? 'Show less' : 'Show more'}
          </Button>
        </Collapsible.Trigger>
      </Stack>
    </Collapsible.Root>
  );
}

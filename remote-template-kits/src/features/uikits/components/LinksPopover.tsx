import { Box, Button, ChevronDownIcon, Link, Popover, Portal, RouterLink, Text } from 'shared-ui';
import { paths } from '@kits/paths';

const PROJECT_LINKS = [
  { to: paths.uikits.tabs, label: 'Overview', hint: 'Milestones and the team' },
  { to: paths.uikits.tables, label: 'Invoices', hint: 'What was billed this quarter' },
  { to: paths.uikits.lists, label: 'People', hint: 'Who works on it' },
  { to: paths.extraKits.upload, label: 'Files', hint: 'Briefs, designs and exports' },
] as const;

/** A popover holding a short list of links: Tab walks through them, Esc closes and gives focus back. */
export function LinksPopover() {
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button variant="outline" alignSelf="flex-start">
          Go to… <ChevronDownIcon aria-hidden />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="64">
            <Popover.Body p="2">
              <Popover.Title srOnly>Website redesign: pages</Popover.Title>
              <Box as="ul" listStyleType="none" m="0" p="0">
                {PROJECT_LINKS.map((entry) => (
                  <li key={entry.to}>
                    <Link asChild display="block" px="3" py="2" rounded="l2" _hover={{ bg: 'bg.muted' }}>
                      <RouterLink to={entry.to}>
                        <Text fontWeight="medium">{entry.label}</Text>
                        <Text as="span" display="block" textStyle="xs" color="fg.muted">
                          {entry.hint}
                        </Text>
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

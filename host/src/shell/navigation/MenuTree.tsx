import { useEffect, useState } from 'react';
import { MenuGroupIcon, type MenuNode, Box, Button, Stack, Text, NavLink, useLocation } from 'shared-ui';
import type { HostMenuNode } from '@host/routing/route-table';
import { groupHoldsPage } from './active-group';
import { groupColor } from './group-color';

function MenuGroupSection({
  group,
  scope,
  depth,
  compact,
}: {
  group: MenuNode;
  scope: string;
  depth: number;
  compact: boolean;
}) {
  const { pathname } = useLocation();
  const holdsPage = groupHoldsPage(group, pathname);
  // Only the current page's group starts open: a hundred links would stand between the keyboard and the page.
  const [open, setOpen] = useState(holdsPage);
  useEffect(() => {
    if (holdsPage) setOpen(true);
  }, [holdsPage]);
  const listId = `menu-group-${scope}-${group.id}`;
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant="ghost"
        w="full"
        justifyContent={compact ? 'center' : 'flex-start'}
        gap="3"
        size={depth > 0 ? 'sm' : 'md'}
        color="inherit"
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'transparent' }}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={compact ? group.label : undefined}
        title={compact ? group.label : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuGroupIcon name={group.icon} color={groupColor(group.color)} size={depth > 0 ? 16 : 18} />
        {!compact && (
          <Text as="span" fontWeight="semibold">
            {group.label}
          </Text>
        )}
      </Button>
      {open && (
        <Stack as="ul" id={listId} gap="0.5" ps={compact ? '0' : depth > 0 ? '6' : '9'} py="1">
          {group.children.map((child) => (
            <MenuGroupSection key={child.id} group={child} scope={scope} depth={depth + 1} compact={compact} />
          ))}
          {group.entries.map((entry) => (
            <Box as="li" key={entry.to} listStyleType="none">
              <NavLink to={entry.to} end>
                {({ isActive }) => (
                  <Text
                    as="span"
                    display="block"
                    px="3"
                    py="1.5"
                    rounded="l2"
                    textStyle="sm"
                    textAlign={compact ? 'center' : 'start'}
                    bg={isActive ? 'whiteAlpha.300' : undefined}
                    color={isActive ? 'white' : 'whiteAlpha.900'}
                    fontWeight={isActive ? 'semibold' : 'normal'}
                    _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
                  >
                    {compact ? entry.label.slice(0, 2) : entry.label}
                  </Text>
                )}
              </NavLink>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The menu as a vertical tree of expandable groups (layout2's sidebar and the phone drawer); the current page's is open. */
export function MenuTree({ menu, compact = false }: { menu: HostMenuNode[]; compact?: boolean }) {
  return (
    <Stack as="ul" gap="1">
      {menu.map((group) => (
        <MenuGroupSection
          key={`${group.remote}:${group.id}`}
          group={group}
          scope={group.remote}
          depth={0}
          compact={compact}
        />
      ))}
    </Stack>
  );
}

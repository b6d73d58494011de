import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { MenuGroupIcon, colorVar, type MenuNode } from 'shared-ui';
import type { RemoteState } from '../federation/remote-registry';
import { retryRemote } from '../federation/remote-registry';
import type { HostMenuNode } from '../routing/route-table';

/** A group's colour on the dark sidebar: a light shade of its palette (or a v1 remote's own CSS colour). */
function groupColor(color: string): string {
  return color.startsWith('#') || color.startsWith('rgb') ? color : colorVar(`${color}.300`);
}

function MenuGroupSection({ group, scope, depth }: { group: MenuNode; scope: string; depth: number }) {
  const [open, setOpen] = useState(true);
  const listId = `menu-group-${scope}-${group.id}`;
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant="ghost"
        w="full"
        justifyContent="flex-start"
        gap="3"
        size={depth > 0 ? 'sm' : 'md'}
        color="sidebar.fg"
        _hover={{ bg: 'sidebar.hover' }}
        _expanded={{ bg: 'transparent' }}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuGroupIcon name={group.icon} color={groupColor(group.color)} size={depth > 0 ? 16 : 18} />
        <Text as="span" fontWeight="semibold">
          {group.label}
        </Text>
      </Button>
      {open && (
        <Stack as="ul" id={listId} gap="0.5" ps={depth > 0 ? '6' : '9'} py="1">
          {group.children.map((child) => (
            <MenuGroupSection key={child.id} group={child} scope={scope} depth={depth + 1} />
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
                    bg={isActive ? 'sidebar.active' : undefined}
                    color={isActive ? 'sidebar.fg' : 'sidebar.muted'}
                    _hover={{ bg: 'sidebar.hover', color: 'sidebar.fg' }}
                  >
                    {entry.label}
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

interface SidebarProps {
  menu: HostMenuNode[];
  remotes: RemoteState[];
}

export function Sidebar({ menu, remotes }: SidebarProps) {
  const unavailable = remotes.filter((remote) => remote.status === 'unavailable');
  const loading = remotes.some((remote) => remote.status === 'loading');
  return (
    <Box as="nav" aria-label="Main" bg="sidebar.bg" color="sidebar.fg" h="full" overflowY="auto" py="4" px="2">
      <Text px="3" pb="4" textStyle="xl" fontWeight="bold" letterSpacing="tight">
        Tessera
      </Text>
      <Stack as="ul" gap="1">
        {menu.map((group) => (
          <MenuGroupSection key={`${group.remote}:${group.id}`} group={group} scope={group.remote} depth={0} />
        ))}
      </Stack>
      {loading && (
        <Text px="3" pt="3" textStyle="sm" color="sidebar.muted" role="status">
          Loading menu…
        </Text>
      )}
      {unavailable.length > 0 && (
        <Stack gap="1" mt="4" px="3" data-testid="unavailable-remotes">
          {unavailable.map((remote) => (
            <Box key={remote.entry.name} textStyle="sm" color="orange.200">
              <Text>{remote.entry.title} is unavailable.</Text>
              <Button
                size="xs"
                variant="outline"
                color="sidebar.fg"
                mt="1"
                onClick={() => void retryRemote(remote.entry.name)}
              >
                Retry {remote.entry.title}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { MenuGroupWithSource } from '../routing/route-table';
import type { RemoteState } from '../federation/remote-registry';
import { retryRemote } from '../federation/remote-registry';
import { MenuIcon } from './menu-icons';

function MenuGroupSection({ group }: { group: MenuGroupWithSource }) {
  const [open, setOpen] = useState(true);
  const listId = `menu-group-${group.id}`;
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant="ghost"
        w="full"
        justifyContent="flex-start"
        gap="3"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'transparent' }}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon name={group.icon} color={group.color} />
        <Text as="span" fontWeight="semibold">
          {group.name}
        </Text>
      </Button>
      {open && (
        <Stack as="ul" id={listId} gap="0.5" pl="9" py="1">
          {group.items.map((item) => (
            <Box as="li" key={item.path} listStyleType="none">
              <NavLink to={item.path} end>
                {({ isActive }) => (
                  <Text
                    as="span"
                    display="block"
                    px="3"
                    py="1.5"
                    rounded="md"
                    fontSize="sm"
                    bg={isActive ? 'whiteAlpha.300' : undefined}
                    color={isActive ? 'white' : 'whiteAlpha.800'}
                    _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
                  >
                    {item.name}
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
  menu: MenuGroupWithSource[];
  remotes: RemoteState[];
}

export function Sidebar({ menu, remotes }: SidebarProps) {
  const unavailable = remotes.filter((remote) => remote.status === 'unavailable');
  const loading = remotes.some((remote) => remote.status === 'loading');
  return (
    <Box as="nav" aria-label="Main" bgGradient="to-b" gradientFrom="purple.800" gradientTo="purple.950" color="white" h="full" overflowY="auto" py="4" px="2">
      <Text px="3" pb="4" fontSize="xl" fontWeight="bold" letterSpacing="tight">
        Tessera
      </Text>
      <Stack as="ul" gap="1">
        {menu.map((group) => (
          <MenuGroupSection key={`${group.remote}:${group.id}`} group={group} />
        ))}
      </Stack>
      {loading && (
        <Text px="3" pt="3" fontSize="sm" color="whiteAlpha.700" role="status">
          Loading menu…
        </Text>
      )}
      {unavailable.length > 0 && (
        <Stack gap="1" mt="4" px="3" data-testid="unavailable-remotes">
          {unavailable.map((remote) => (
            <Box key={remote.entry.name} fontSize="sm" color="orange.200">
              <Text>{remote.entry.title} is unavailable.</Text>
              <Button size="xs" variant="outline" color="white" mt="1" onClick={() => void retryRemote(remote.entry.name)}>
                Retry {remote.entry.title}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

import { useNavigate } from 'react-router-dom';
import { Avatar, Badge, Box, Button, Flex, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useCurrentUser } from 'shared-auth';
import { SIGN_IN_PATH } from '../routing/guard';
import { SIGN_OUT_STATE } from '../session/sign-out-state';

interface TopBarProps {
  onToggleSidebar: () => void;
  sidebarOpen: boolean;
}

export function TopBar({ onToggleSidebar, sidebarOpen }: TopBarProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  // Sign-out happens on the sign-in page, outside the guard: signing out here would make the guard send the
  // user to sign-in with this page as redirectUrl before any navigation of ours could land.
  const handleSignOut = () => navigate(SIGN_IN_PATH, { replace: true, state: SIGN_OUT_STATE });

  return (
    <Flex as="header" align="center" justify="space-between" px="4" py="2" borderBottomWidth="1px" bg="bg" gap="3">
      <IconButton
        aria-label={sidebarOpen ? 'Hide menu' : 'Show menu'}
        aria-expanded={sidebarOpen}
        variant="ghost"
        onClick={onToggleSidebar}
        hideFrom="md"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
      </IconButton>
      <Box flex="1" />
      {user && (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button variant="ghost" aria-label={`Account menu for ${user.displayName}`} gap="2">
              <Avatar.Root size="xs">
                {user.photoURL && <Avatar.Image src={user.photoURL} alt="" />}
                <Avatar.Fallback name={user.displayName} />
              </Avatar.Root>
              <HStack gap="2">
                <Text data-testid="current-user-name">{user.displayName}</Text>
                <Badge colorPalette="brand" variant="subtle">
                  {user.role}
                </Badge>
              </HStack>
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="profile" onSelect={() => navigate('/pages/user-profile')}>
                  My profile
                </Menu.Item>
                <Menu.Item value="sign-out" onSelect={handleSignOut}>
                  Sign out
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </Flex>
  );
}

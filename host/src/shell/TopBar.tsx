import { useCurrentUser } from 'shared-auth';
import {
  MenuIcon,
  PaletteIcon,
  useLayoutSettings,
  Avatar,
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  Menu,
  Portal,
  Text,
  VisuallyHidden,
  useNavigate,
  STICKY_ANCHOR_POSITIONING,
} from 'shared-ui';
import { toggleCustomizer } from '../customizer/customizer-toggle';
import { CustomizerPanel } from '../customizer/CustomizerSlot';
import { NotificationsButton } from '../notifications/NotificationsButton';
import type { HostMenuNode, HostRoute } from '../routing/route-table';
import { SIGN_IN_PATH } from '../routing/guard';
import { SIGN_OUT_STATE } from '../session/sign-out-state';
import { PageSearch } from './navigation/PageSearch';
import { PageTrail } from './navigation/PageTrail';
import { RealtimeNotice } from './RealtimeNotice';

interface TopBarProps {
  menu: HostMenuNode[];
  /** Every page, for the breadcrumb of pages the menu does not link. */
  routes: readonly HostRoute[];
  /** Below it the layout's own navigation is hidden and the menu button opens the drawer instead. */
  navBreakpoint: 'md' | 'xl';
  navOpen: boolean;
  onOpenNav: () => void;
}

/**
 * One top bar for every layout: menu button (narrow screens), where the page sits in the menu, page search,
 * notifications, customizer, account.
 */
export function TopBar({ menu, routes, navBreakpoint, navOpen, onOpenNav }: TopBarProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { customizer } = useLayoutSettings();
  // Sign-out happens on the sign-in page, outside the guard: signing out here would make the guard send the
  // user to sign-in with this page as redirectUrl before any navigation of ours could land.
  const handleSignOut = () => navigate(SIGN_IN_PATH, { replace: true, state: SIGN_OUT_STATE });

  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '1', md: '3' }}
      px={{ base: '2', md: '4' }}
      py="2"
      minH="14"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        aria-label="Show menu"
        aria-expanded={navOpen}
        variant="ghost"
        onClick={onOpenNav}
        hideFrom={navBreakpoint}
      >
        <MenuIcon />
      </IconButton>
      <Box flex="1" minW="0" hideBelow="md">
        <PageTrail menu={menu} routes={routes} />
      </Box>
      {/* Phones: the trail gives way to the page's own heading, and the search to its icon. */}
      <Box flex="1" hideFrom="md" />
      <RealtimeNotice />
      <PageSearch menu={menu} />
      <NotificationsButton />
      {customizer.show && (
        <IconButton
          aria-label="Customize the layout"
          aria-expanded={customizer.open}
          variant="ghost"
          onPointerEnter={() => void CustomizerPanel.preload()}
          onFocus={() => void CustomizerPanel.preload()}
          onClick={toggleCustomizer}
        >
          <PaletteIcon />
        </IconButton>
      )}
      {user && (
        <Menu.Root lazyMount unmountOnExit positioning={{ ...STICKY_ANCHOR_POSITIONING, placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button variant="ghost" gap="2" px={{ base: '1', md: '2' }}>
              <VisuallyHidden>Account menu:</VisuallyHidden>
              <Avatar.Root size="xs">
                {user.photoURL && <Avatar.Image src={user.photoURL} alt="" />}
                <Avatar.Fallback name={user.displayName} />
              </Avatar.Root>
              <HStack gap="2" hideBelow="md">
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

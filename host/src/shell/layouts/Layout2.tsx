import {
  ChevronDownIcon,
  SIDEBAR_THEME_PAINT,
  changeLayoutSettings,
  useLayoutSettings,
  Box,
  Flex,
  IconButton,
  Link,
  Text,
  RouterLink,
} from 'shared-ui';
import { MenuTree } from '../navigation/MenuTree';
import { RemoteStatusNotes } from '../navigation/RemoteStatusNotes';
import { SidebarSections } from '../navigation/SidebarSections';
import { PageArea } from './PageArea';
import { NAV_BREAKPOINT, type LayoutProps } from './layout-props';

const FULL_WIDTH = '260px';
const COMPACT_WIDTH = '84px';

/** Layout2: a full-height sidebar of expandable groups in the user's sidebar colour, full or compact. */
export function Layout2({ menu, sections, remotes, topBar, children }: LayoutProps) {
  const { layout2Settings } = useLayoutSettings();
  const compact = layout2Settings.sidebarMode === 'compact';
  const toggleCompact = () =>
    changeLayoutSettings((current) => ({
      ...current,
      layout2Settings: { ...current.layout2Settings, sidebarMode: compact ? 'full' : 'compact' },
    }));

  return (
    <Flex minH="100dvh">
      <Box
        as="aside"
        hideBelow={NAV_BREAKPOINT.layout2}
        position="sticky"
        top="0"
        h="100dvh"
        flexShrink="0"
        w={compact ? COMPACT_WIDTH : FULL_WIDTH}
        color="white"
        overflowY="auto"
        transition="width 0.15s"
        {...SIDEBAR_THEME_PAINT[layout2Settings.sidebarTheme]}
      >
        <Flex align="center" justify={compact ? 'center' : 'space-between'} px="3" py="4" gap="2">
          <Link asChild color="white" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/">
              <Text textStyle="xl" fontWeight="bold" letterSpacing="tight">
                {compact ? 'T' : 'Tessera'}
              </Text>
            </RouterLink>
          </Link>
          <IconButton
            aria-label={compact ? 'Expand the sidebar' : 'Collapse the sidebar'}
            aria-pressed={compact}
            size="xs"
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={toggleCompact}
          >
            <ChevronDownIcon style={{ transform: compact ? 'rotate(-90deg)' : 'rotate(90deg)' }} />
          </IconButton>
        </Flex>
        <Box as="nav" aria-label="Main" px="2" pb="4">
          <MenuTree menu={menu} compact={compact} />
          <SidebarSections sections={sections} compact={compact} />
          {!compact && <RemoteStatusNotes remotes={remotes} />}
        </Box>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        {topBar}
        <PageArea>{children}</PageArea>
      </Flex>
    </Flex>
  );
}

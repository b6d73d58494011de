import {
  ChevronDownIcon,
  MenuGroupIcon,
  useLayoutSettings,
  type MenuNode,
  Box,
  Button,
  Flex,
  Menu,
  Portal,
  NavLink,
  useLocation,
  STICKY_ANCHOR_POSITIONING,
} from 'shared-ui';
import type { RemoteState } from '@host/federation/remote-registry';
import type { HostMenuNode, HostSection } from '@host/routing/route-table';
import { groupHoldsPage } from './active-group';
import { groupColorOnLight } from './group-color-on-light';
import { RemoteStatusPill } from './RemoteStatusPill';
import { SectionPopover } from './SectionPopover';

/**
 * Enter on a link item clicks it as a pointer would, so the router's link and the menu (which closes) both see the
 * click. The menu's own default dispatches a click that does not bubble: React never sees it, and the browser
 * would load the whole app again at the link.
 */
const clickLink = ({ node }: { node: HTMLAnchorElement }) => node.click();

/** A group's pages as menu items (links, so they can also be opened in a new tab), then its child groups. */
function GroupItems({ group }: { group: MenuNode }) {
  return (
    <>
      {group.entries.map((entry) => (
        <Menu.Item key={entry.to} value={entry.to} asChild _currentPage={{ color: 'brand.fg', fontWeight: 'semibold' }}>
          <NavLink to={entry.to} end>
            {entry.label}
          </NavLink>
        </Menu.Item>
      ))}
      {group.children.map((child) => (
        <ChildGroupMenu key={child.id} group={child} />
      ))}
    </>
  );
}

/** A group's drop-down, in a portal so the bar's overflow never clips it. */
function GroupMenuContent({ group }: { group: MenuNode }) {
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content minW="52" maxH="min(70vh, 32rem)" overflowY="auto">
          <GroupItems group={group} />
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}

/** A nested group: a submenu opening to the side (the end side: left in RTL). */
function ChildGroupMenu({ group }: { group: MenuNode }) {
  const { dir } = useLayoutSettings();
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      positioning={{ ...STICKY_ANCHOR_POSITIONING, placement: dir === 'rtl' ? 'left-start' : 'right-start', gutter: 2 }}
      navigate={clickLink}
    >
      <Menu.TriggerItem gap="2">
        <MenuGroupIcon name={group.icon} color={groupColorOnLight(group.color)} size={16} />
        <Box as="span" flex="1">
          {group.label}
        </Box>
        <ChevronDownIcon size={14} aria-hidden="true" style={{ rotate: dir === 'rtl' ? '90deg' : '-90deg' }} />
      </Menu.TriggerItem>
      <GroupMenuContent group={group} />
    </Menu.Root>
  );
}

function TopGroupMenu({ group, current }: { group: MenuNode; current: boolean }) {
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      positioning={{ ...STICKY_ANCHOR_POSITIONING, placement: 'bottom-start' }}
      navigate={clickLink}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          gap="2"
          color="fg"
          data-current={current || undefined}
          _current={{ color: 'brand.fg', bg: 'brand.subtle' }}
          _expanded={{ bg: 'bg.muted' }}
        >
          <MenuGroupIcon name={group.icon} color={groupColorOnLight(group.color)} size={16} />
          {group.label}
          <ChevronDownIcon size={14} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <GroupMenuContent group={group} />
    </Menu.Root>
  );
}

interface MenuBarProps {
  menu: HostMenuNode[];
  /** The remotes' live sections (the spaces tree), each behind a button of the bar. */
  sections: HostSection[];
  remotes: RemoteState[];
}

/** Layout3's navigation: a horizontal bar with each top-level group as a drop-down menu, then the sections. */
export function MenuBar({ menu, sections, remotes }: MenuBarProps) {
  const { pathname } = useLocation();
  return (
    <Flex as="nav" aria-label="Main" align="center" wrap="wrap" gap="2" px="4" py="1.5" borderBottomWidth="1px">
      <Flex as="ul" wrap="wrap" gap="1" flex="1">
        {menu.map((group) => (
          <Box as="li" key={`${group.remote}:${group.id}`} listStyleType="none">
            <TopGroupMenu group={group} current={groupHoldsPage(group, pathname)} />
          </Box>
        ))}
        {sections.map((section) => (
          <Box as="li" key={`section:${section.remote}:${section.id}`} listStyleType="none">
            <SectionPopover section={section} />
          </Box>
        ))}
      </Flex>
      <RemoteStatusPill remotes={remotes} />
    </Flex>
  );
}

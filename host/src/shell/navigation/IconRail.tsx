import {
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { MenuGroupIcon, useLayoutSettings, Box, Button, Flex, Stack, Text, RouterLink, useLocation } from 'shared-ui';
import type { RemoteState } from '../../federation/remote-registry';
import type { HostMenuNode } from '../../routing/route-table';
import { groupHoldsPage } from './active-group';
import { groupColor } from './group-color';
import { RailPanel } from './RailPanel';
import { RemoteStatusPill } from './RemoteStatusPill';
import { useRailPanel } from './use-rail-panel';

const RAIL_WIDTH = '72px';
const PANEL_WIDTH = '240px';

const groupKey = (group: HostMenuNode) => `${group.remote}:${group.id}`;
const linksIn = (element: HTMLElement | null) => [...(element?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Layout1's navigation: a narrow rail of the top-level groups and, beside it, a panel with the pages of the group
 * pointed at, focused or chosen. Keyboard: Tab or ↑/↓ between groups; Enter, Space or → (← in RTL) opens the panel
 * on its first page; in the panel ↑/↓ between pages, Esc or ← (→ in RTL) back to the group.
 */
export function IconRail({ menu, remotes }: { menu: HostMenuNode[]; remotes: RemoteState[] }) {
  const { dir } = useLayoutSettings();
  const { pathname } = useLocation();
  const areaRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Focus moved back to a rail button (Esc) must not reopen the panel that was just closed.
  const quietFocus = useRef(false);
  const panelId = useId();
  const panel = useRailPanel(areaRef);
  const { close } = panel;
  const openGroup = menu.find((group) => groupKey(group) === panel.openKey);
  const forwardKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const keys = menu.map(groupKey);

  // Whatever changed the page (a link here, the search, Back), the panel has served its purpose.
  useEffect(() => close(), [pathname, close]);

  const focusButton = (key: string | undefined, quiet = false) => {
    const button = key === undefined ? undefined : buttons.current.get(key);
    if (!button) return false;
    quietFocus.current = quiet;
    button.focus();
    quietFocus.current = false;
    return true;
  };

  const backToRail = () => {
    const key = panel.openKey;
    panel.close();
    focusButton(key ?? undefined, true);
  };

  const onButtonKeyDown = (key: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = keys.indexOf(key);
    if (event.key === 'Enter' || event.key === ' ' || event.key === forwardKey) {
      event.preventDefault();
      flushSync(() => panel.open(key));
      linksIn(panelRef.current)[0]?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      focusButton(keys[(index + step + keys.length) % keys.length]);
    } else if (event.key === 'Escape') {
      panel.close();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = linksIn(panelRef.current);
    const index = links.findIndex((link) => link === document.activeElement);
    if (event.key === 'Escape' || event.key === backKey) {
      event.preventDefault();
      backToRail();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    } else if (event.key === 'Tab' && event.shiftKey && index === 0) {
      // The panel sits, for Tab, right after its group's button: back from its first page to that button…
      if (focusButton(panel.openKey ?? undefined, true)) event.preventDefault();
    } else if (event.key === 'Tab' && !event.shiftKey && index === links.length - 1) {
      // …and on from its last page to the next group's button (past the last group, on to the page).
      const next = keys[keys.indexOf(panel.openKey ?? '') + 1];
      if (focusButton(next)) event.preventDefault();
    }
  };

  const onFollow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A page opened in a new tab leaves this one as it was.
    if (!isPlainClick(event)) return;
    // Focus goes back to the group's button rather than <body>; after a navigation the shell moves it to the page.
    backToRail();
  };

  const isMouse = (event: PointerEvent) => event.pointerType !== 'touch';
  const onAreaBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) panel.close();
  };
  const onAreaPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    // A tap also "leaves"; and a keyboard user in the panel should not lose it to a stray mouse.
    if (isMouse(event) && !panelRef.current?.contains(document.activeElement)) panel.closeSoon();
  };

  return (
    // The rail and its panel are one navigation landmark: the panel's links belong to the main menu too.
    <Box
      as="nav"
      aria-label="Main"
      ref={areaRef}
      position="relative"
      h="full"
      onBlur={onAreaBlur}
      onPointerEnter={(event) => {
        if (isMouse(event)) panel.keepOpen();
      }}
      onPointerLeave={onAreaPointerLeave}
    >
      <Flex
        direction="column"
        align="stretch"
        w={RAIL_WIDTH}
        h="full"
        bg="sidebar.bg"
        color="sidebar.fg"
        py="3"
        gap="3"
      >
        <Flex
          asChild
          align="center"
          justify="center"
          alignSelf="center"
          boxSize="10"
          rounded="l3"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="bold"
          textStyle="lg"
          focusVisibleRing="outside"
        >
          <RouterLink to="/" aria-label="Tessera home">
            T
          </RouterLink>
        </Flex>
        <Stack as="ul" gap="1" px="1" overflowY="auto">
          {menu.map((group) => {
            const key = groupKey(group);
            return (
              <Box as="li" key={key} listStyleType="none">
                <Button
                  ref={(button) => {
                    if (button) buttons.current.set(key, button);
                    else buttons.current.delete(key);
                  }}
                  variant="ghost"
                  w="full"
                  h="auto"
                  py="2"
                  px="1"
                  flexDirection="column"
                  gap="1"
                  color="inherit"
                  whiteSpace="normal"
                  _hover={{ bg: 'sidebar.hover' }}
                  _expanded={{ bg: 'sidebar.active' }}
                  position="relative"
                  _current={{
                    bg: 'sidebar.active',
                    _before: {
                      content: '""',
                      position: 'absolute',
                      insetStart: '0',
                      insetY: '2',
                      w: '3px',
                      roundedEnd: 'full',
                      bg: 'currentColor',
                    },
                  }}
                  data-current={groupHoldsPage(group, pathname) || undefined}
                  aria-expanded={panel.openKey === key}
                  aria-controls={panelId}
                  onClick={() => panel.open(key)}
                  onFocus={() => {
                    if (!quietFocus.current) panel.open(key);
                  }}
                  onKeyDown={onButtonKeyDown(key)}
                  onPointerEnter={(event) => {
                    if (isMouse(event)) panel.openSoon(key);
                  }}
                  onPointerLeave={panel.cancelOpen}
                >
                  <MenuGroupIcon name={group.icon} color={groupColor(group.color)} size={20} />
                  <Text as="span" textStyle="2xs" fontWeight="medium" lineClamp={2} textAlign="center">
                    {group.label}
                  </Text>
                </Button>
              </Box>
            );
          })}
        </Stack>
        <Box
          ref={panelRef}
          id={panelId}
          hidden={!openGroup}
          display={openGroup ? 'block' : 'none'}
          position="absolute"
          top="0"
          insetStart="100%"
          zIndex="1"
          w={PANEL_WIDTH}
          h="full"
          overflowY="auto"
          px="2"
          pb="4"
          bg="bg.panel"
          borderEndWidth="1px"
          shadow="lg"
          onKeyDown={onPanelKeyDown}
        >
          {openGroup && <RailPanel group={openGroup} onFollow={onFollow} />}
        </Box>
        <RemoteStatusPill
          remotes={remotes}
          position="absolute"
          bottom="3"
          insetStart="100%"
          ms="2"
          w={PANEL_WIDTH}
          shadow="lg"
        />
      </Flex>
    </Box>
  );
}

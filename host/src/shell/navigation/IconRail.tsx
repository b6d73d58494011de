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
import { useLayoutSettings, Box, Flex, Stack, RouterLink, useLocation } from 'shared-ui';
import type { RemoteState } from '@host/federation/remote-registry';
import type { HostMenuNode, HostSection } from '@host/routing/route-table';
import { groupHoldsPage } from './active-group';
import { groupColor } from './group-color';
import { RAIL_BUTTONS_CSS, RailButton } from './RailButton';
import { RailPanel } from './RailPanel';
import { SidebarSections } from './SidebarSections';
import { RemoteStatusPill } from './RemoteStatusPill';
import { useRailPanel } from './use-rail-panel';

const RAIL_WIDTH = '72px';
const PANEL_WIDTH = '240px';

const groupKey = (group: HostMenuNode) => `${group.remote}:${group.id}`;
const sectionKey = (section: HostSection) => `section:${section.remote}:${section.id}`;
/** What the panel's keys move between: a group's page links, or everything focusable in a section. */
const stopsIn = (element: HTMLElement | null, inSection: boolean) => [
  ...(element?.querySelectorAll<HTMLElement>(inSection ? 'a[href], button:not(:disabled)' : 'a[href]') ?? []),
];
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface IconRailProps {
  menu: HostMenuNode[];
  /** The remotes' live sections (the spaces tree): each a rail button whose panel holds the section. */
  sections: HostSection[];
  remotes: RemoteState[];
}

/**
 * Layout1's navigation: a narrow rail of the top-level groups and, beside it, a panel with the pages of the group
 * pointed at, focused or chosen. Keyboard: Tab or ↑/↓ between groups; Enter, Space or → (← in RTL) opens the panel
 * on its first page; in the panel ↑/↓ between pages, Esc or ← (→ in RTL) back to the group. A section's panel
 * opens on a click or Enter only and stays open while its menus and dialogs are in use; Esc takes focus back.
 */
export function IconRail({ menu, sections, remotes }: IconRailProps) {
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
  const openSection = sections.find((section) => sectionKey(section) === panel.openKey);
  const inSection = openSection !== undefined;
  const forwardKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const keys = [...menu.map(groupKey), ...sections.map(sectionKey)];

  const buttonRef = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  };

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
      // A section still loading has nothing to focus yet: the panel itself takes focus, and Tab goes on into it.
      (stopsIn(panelRef.current, key.startsWith('section:'))[0] ?? panelRef.current)?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      focusButton(keys[(index + step + keys.length) % keys.length]);
    } else if (event.key === 'Escape') {
      panel.close();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys in a section's menus and dialogs (portals: in the panel's React tree, not in its element) are theirs.
    if (!(event.target instanceof Node && panelRef.current?.contains(event.target))) return;
    if (inSection && event.key !== 'Escape' && event.key !== 'Tab') return;
    const links = stopsIn(panelRef.current, inSection);
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
    // A section's dialog or menu takes focus out of the area while the section is still in use.
    if (inSection) return;
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) panel.close();
  };
  const onAreaPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    // A tap also "leaves"; and a keyboard user in the panel should not lose it to a stray mouse.
    if (isMouse(event) && !inSection && !panelRef.current?.contains(document.activeElement)) panel.closeSoon();
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
      onPointerDownCapture={panel.markPressInside}
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
        <Stack as="ul" gap="1" px="1" overflowY="auto" css={RAIL_BUTTONS_CSS}>
          {menu.map((group) => {
            const key = groupKey(group);
            return (
              <RailButton
                key={key}
                buttonRef={buttonRef(key)}
                label={group.label}
                icon={group.icon}
                iconColor={groupColor(group.color)}
                current={groupHoldsPage(group, pathname)}
                expanded={panel.openKey === key}
                controls={panelId}
                onClick={() => panel.open(key)}
                onFocus={() => {
                  if (!quietFocus.current) panel.open(key);
                }}
                onKeyDown={onButtonKeyDown(key)}
                onPointerEnter={(event) => {
                  if (isMouse(event)) panel.openSoon(key);
                }}
                onPointerLeave={panel.cancelOpen}
              />
            );
          })}
          {sections.map((section) => {
            const key = sectionKey(section);
            return (
              <RailButton
                key={key}
                buttonRef={buttonRef(key)}
                label={section.label}
                icon={section.icon}
                current={false}
                expanded={panel.openKey === key}
                controls={panelId}
                // A section is a workspace, not a list of links: it opens on a click or a key, never in passing.
                onClick={() => (panel.openKey === key ? panel.close() : panel.open(key))}
                onFocus={() => {
                  if (!quietFocus.current && openGroup) panel.close();
                }}
                onKeyDown={onButtonKeyDown(key)}
              />
            );
          })}
        </Stack>
        <Box
          ref={panelRef}
          id={panelId}
          tabIndex={-1}
          outline="none"
          hidden={!openGroup && !openSection}
          display={openGroup || openSection ? 'block' : 'none'}
          position="absolute"
          top="0"
          insetStart="100%"
          zIndex="1"
          w={PANEL_WIDTH}
          h="full"
          overflowY="auto"
          px="2"
          pb="4"
          // A surface of its own: the rail's light text must not pass into it.
          bg="bg.panel"
          color="fg"
          borderEndWidth="1px"
          shadow="lg"
          onKeyDown={onPanelKeyDown}
        >
          {openGroup && <RailPanel group={openGroup} onFollow={onFollow} />}
          {openSection && <SidebarSections sections={[openSection]} onNavigate={backToRail} />}
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

import { useLayoutSettings, Box, Flex } from 'shared-ui';
import { MenuBar } from '../navigation/MenuBar';
import { PageArea } from './PageArea';
import { NAV_BREAKPOINT, type LayoutProps } from './layout-props';

/**
 * Layout3: a white header (the top bar, then a bar of drop-down menus, one per group) over the full-width page.
 * Below `md` the bar gives way to the top bar's menu button and drawer.
 */
export function Layout3({ menu, sections, remotes, topBar, children }: LayoutProps) {
  const { header, bgOpacity } = useLayoutSettings().layout3Settings;
  return (
    <Flex direction="column" minH="100dvh">
      {/*
        "Fixed" as sticky: it stays in view while the page scrolls, yet takes its own room, so the page needs no
        offset for a header whose height changes with the bar's wrapping.
      */}
      <Box
        position={header.fixed ? 'sticky' : 'relative'}
        top="0"
        zIndex="sticky"
        bg={`bg/${Math.round(bgOpacity * 100)}`}
        backdropFilter="blur(8px)"
        shadow="xs"
      >
        {topBar}
        <Box hideBelow={NAV_BREAKPOINT.layout3}>
          <MenuBar menu={menu} sections={sections} remotes={remotes} />
        </Box>
      </Box>
      <PageArea>{children}</PageArea>
    </Flex>
  );
}

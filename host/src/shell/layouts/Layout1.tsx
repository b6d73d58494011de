import { Box, Flex } from 'shared-ui';
import { IconRail } from '../navigation/IconRail';
import { PageArea } from './PageArea';
import { NAV_BREAKPOINT, type LayoutProps } from './layout-props';

/**
 * The default layout: an icon rail of the menu groups at the start edge (each opening a panel of its pages), and
 * the top bar over the page. Below `xl` the rail gives way to the top bar's menu button and drawer.
 */
export function Layout1({ menu, sections, remotes, topBar, children }: LayoutProps) {
  return (
    <Flex minH="100dvh">
      {/* Above the top bar and the page, so the rail's panel opens over them. */}
      <Box hideBelow={NAV_BREAKPOINT.layout1} position="sticky" top="0" h="100dvh" flexShrink="0" zIndex="banner">
        <IconRail menu={menu} sections={sections} remotes={remotes} />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        {topBar}
        <PageArea>{children}</PageArea>
      </Flex>
    </Flex>
  );
}

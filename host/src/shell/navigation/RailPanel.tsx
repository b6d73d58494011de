import type { MouseEvent } from 'react';
import { MenuGroupIcon, type MenuNode, Box, HStack, Heading, Stack, NavLink } from 'shared-ui';
import { groupColorOnLight } from './group-color-on-light';

type FollowHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

function PanelEntries({ node, depth, onFollow }: { node: MenuNode; depth: number; onFollow: FollowHandler }) {
  return (
    <>
      {node.entries.length > 0 && (
        <Stack as="ul" gap="0.5">
          {node.entries.map((entry) => (
            <Box as="li" key={entry.to} listStyleType="none">
              <Box
                asChild
                display="block"
                px="3"
                py="1.5"
                rounded="l2"
                textStyle="sm"
                focusVisibleRing="inside"
                _hover={{ bg: 'bg.muted' }}
                _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
              >
                <NavLink to={entry.to} end onClick={onFollow}>
                  {entry.label}
                </NavLink>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      {node.children.map((child) => (
        <Box key={child.id} mt="3">
          <Heading
            as={depth === 0 ? 'h3' : 'h4'}
            display="flex"
            alignItems="center"
            gap="2"
            px="3"
            pb="1"
            textStyle="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="fg.muted"
          >
            <MenuGroupIcon name={child.icon} color={groupColorOnLight(child.color)} size={14} />
            {child.label}
          </Heading>
          <PanelEntries node={child} depth={depth + 1} onFollow={onFollow} />
        </Box>
      ))}
    </>
  );
}

/** The open group in layout1's secondary panel: its name, its pages, and its child groups under sub-headings. */
export function RailPanel({ group, onFollow }: { group: MenuNode; onFollow: FollowHandler }) {
  return (
    <>
      <HStack as="h2" gap="2" px="3" pt="5" pb="3" textStyle="md" fontWeight="bold">
        <MenuGroupIcon name={group.icon} color={groupColorOnLight(group.color)} size={18} />
        {group.label}
      </HStack>
      <PanelEntries node={group} depth={0} onFollow={onFollow} />
    </>
  );
}

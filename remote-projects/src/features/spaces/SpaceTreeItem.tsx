import { useState } from 'react';
import { Box, Button, ChevronDownIcon, Circle, HStack, Stack, Text, NavLink } from 'shared-ui';
import { paths } from '@projects/paths';
import type { SpaceNode } from './build-tree';
import { TreeItemMenu } from './components/TreeItemMenu';

const LINK_STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '1.5',
  rounded: 'l2',
  textStyle: 'sm',
  _hover: { bg: 'sidebar.hover' },
} as const;

function ColorDot({ color }: { color?: string | null }) {
  // The user's chosen colour is data, shown as given; a ring in the text's colour keeps a colour close to the
  // surface's own (dark on the dark sidebar, pale on a light panel) visible.
  return <Circle size="2.5" flexShrink="0" bg={color ?? 'gray.400'} borderWidth="1px" borderColor="currentColor/50" />;
}

interface SpaceTreeItemProps {
  node: SpaceNode;
  /** The names of all spaces shown, for a copy's name. */
  spaceLabels: readonly string[];
  onNavigate?: () => void;
}

/** One space: its link (its tasks), a toggle for its projects, each project's board, and their menus. */
export function SpaceTreeItem({ node, spaceLabels, onNavigate }: SpaceTreeItemProps) {
  const [open, setOpen] = useState(true);
  const { space, projects } = node;
  const listId = `space-projects-${space.name}`;
  const projectLabels = projects.map((project) => project.project_name);
  return (
    <Box as="li" listStyleType="none">
      <HStack gap="0">
        <Button
          variant="ghost"
          size="xs"
          color="inherit"
          px="1"
          minW="6"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`Projects of ${space.name1}`}
          _hover={{ bg: 'sidebar.hover' }}
          _expanded={{ bg: 'transparent' }}
          onClick={() => setOpen((value) => !value)}
        >
          <ChevronDownIcon aria-hidden="true" style={{ transform: open ? undefined : 'rotate(-90deg)' }} />
        </Button>
        <Box asChild flex="1" minW="0" {...LINK_STYLE} _currentPage={{ bg: 'sidebar.active', fontWeight: 'semibold' }}>
          <NavLink to={paths.spaceTasks.to(space.name)} end onClick={onNavigate}>
            <ColorDot color={space.color} />
            <Text as="span" truncate>
              {space.name1}
            </Text>
          </NavLink>
        </Box>
        <TreeItemMenu item={{ kind: 'space', doc: space }} siblingLabels={spaceLabels} />
      </HStack>
      {open && (
        <Stack as="ul" id={listId} gap="0.5" ps="7" py="0.5">
          {projects.length === 0 && (
            <Text as="li" listStyleType="none" px="3" py="1" textStyle="xs" opacity="0.75">
              No projects yet
            </Text>
          )}
          {projects.map((project) => (
            <HStack as="li" key={project.name} listStyleType="none" gap="0">
              <Box asChild flex="1" minW="0" {...LINK_STYLE}>
                <NavLink to={paths.spaceBoard.to(space.name, project.name)} onClick={onNavigate}>
                  <ColorDot color={project.color} />
                  <Text as="span" truncate>
                    {project.project_name}
                  </Text>
                </NavLink>
              </Box>
              <TreeItemMenu item={{ kind: 'project', doc: project }} siblingLabels={projectLabels} />
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

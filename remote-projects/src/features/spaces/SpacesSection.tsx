// remote-projects' section of the host's sidebar: the spaces, each with its projects, live from the server.
// The host loads it after the page's first content and keeps a failure here to this section.
import { readableError } from 'shared-auth';
import { Box, Button, Circle, NavLink, Skeleton, Stack, Text, type SidebarSectionProps } from 'shared-ui';
import { paths } from '@projects/paths';
import { useProjects } from '@projects/workspace/list-projects';
import { useSpaces } from '@projects/workspace/list-spaces';
import { archivedItems, buildSpaceTree } from './build-tree';
import { ArchivedItems } from './components/ArchivedItems';
import { NewSpaceButton } from './components/NewSpaceButton';
import { SpaceTreeItem } from './SpaceTreeItem';

export default function SpacesSection({ compact, onNavigate }: SidebarSectionProps) {
  const spaces = useSpaces();
  const projects = useProjects();

  if (spaces.isPending || projects.isPending) {
    return (
      <Stack gap="2" px="3" py="2" role="status" aria-label="Loading the spaces">
        <Skeleton h="3" w="70%" />
        <Skeleton h="3" w="55%" />
      </Stack>
    );
  }
  if (spaces.isError || projects.isError) {
    return (
      <Stack gap="2" px="3" py="2" role="alert">
        <Text textStyle="sm">Couldn't load the spaces: {readableError(spaces.error ?? projects.error)}</Text>
        <Button
          size="xs"
          variant="outline"
          color="inherit"
          alignSelf="flex-start"
          onClick={() => {
            void spaces.refetch();
            void projects.refetch();
          }}
        >
          Retry
        </Button>
      </Stack>
    );
  }

  const tree = buildSpaceTree(spaces.data, projects.data);
  const spaceLabels = spaces.data.map((space) => space.name1);
  if (compact) {
    return (
      <Stack as="ul" gap="1" align="center" py="1">
        {tree.map(({ space }) => (
          <Box as="li" key={space.name} listStyleType="none">
            <NavLink
              to={paths.spaceTasks.to(space.name)}
              aria-label={space.name1}
              title={space.name1}
              onClick={onNavigate}
            >
              <Circle size="6" bg={space.color ?? 'gray.400'} borderWidth="2px" borderColor="currentColor/60" />
            </NavLink>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="1" py="1">
      <Stack as="ul" gap="0.5">
        {tree.length === 0 && (
          <Text as="li" listStyleType="none" px="3" py="1" textStyle="sm" opacity="0.8">
            No spaces yet
          </Text>
        )}
        {tree.map((node) => (
          <SpaceTreeItem key={node.space.name} node={node} spaceLabels={spaceLabels} onNavigate={onNavigate} />
        ))}
        <ArchivedItems items={archivedItems(spaces.data, projects.data)} />
      </Stack>
      <NewSpaceButton />
    </Stack>
  );
}

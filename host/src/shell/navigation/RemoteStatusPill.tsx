import { Box, type BoxProps } from 'shared-ui';
import type { RemoteState } from '@host/federation/remote-registry';
import { RemoteStatusNotes } from './RemoteStatusNotes';

/**
 * The remote status notes on a surface of their own (they are written for the dark sidebar), for navigation
 * that is not dark: layout1's rail corner, layout3's bar. Nothing while every remote is ready.
 */
export function RemoteStatusPill({ remotes, ...box }: { remotes: RemoteState[] } & BoxProps) {
  if (remotes.every((remote) => remote.status === 'ready')) return null;
  // No top padding: the notes bring their own top margin.
  return (
    <Box bg="sidebar.bg" color="sidebar.fg" rounded="l3" pb="4" {...box}>
      <RemoteStatusNotes remotes={remotes} />
    </Box>
  );
}

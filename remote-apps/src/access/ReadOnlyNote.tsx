import { InlineAlert } from 'shared-ui';

/** Where a page leaves out its write controls for a GUEST, it says why: "You can view this board; …". */
export function ReadOnlyNote({ subject }: { subject: string }) {
  return <InlineAlert status="info">You can view {subject}; editing needs an Editor role.</InlineAlert>;
}

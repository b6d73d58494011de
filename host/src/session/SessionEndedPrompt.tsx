// Always part of the app; the dialog's code (its form: formik, yup) is fetched only when a session ends.
import { leaveEndedSession, useSession } from 'shared-auth';
import { Box, Button, InlineAlert } from 'shared-ui';
import { PageErrorBoundary } from '../remotes/PageErrorBoundary';
import { usePageModule, type PageModuleLoader } from '../routing/page-modules';
import { SESSION_ENDED_MESSAGE } from './session-ended';
import type { SessionEndedDialog } from './SessionEndedDialog';

const loadSessionEndedDialog: PageModuleLoader<Parameters<typeof SessionEndedDialog>[0]> = () =>
  import('./SessionEndedDialog').then((module) => ({ default: module.SessionEndedDialog }));

function LoadedDialog({ user }: Parameters<typeof SessionEndedDialog>[0]) {
  const Dialog = usePageModule(loadSessionEndedDialog);
  return Dialog ? <Dialog user={user} /> : null;
}

/** Over any page whose session has ended: the message and sign-in in place. */
export function SessionEndedPrompt() {
  const session = useSession();
  if (session.status !== 'ended' || !session.user) return null;
  return (
    <PageErrorBoundary
      fallback={() => (
        // Without the dialog's code, the sign-in page can still sign the user in again.
        <Box position="fixed" insetX="0" top="0" zIndex="modal" p="2">
          <InlineAlert status="warning" action={<Button onClick={leaveEndedSession}>Sign in</Button>}>
            {SESSION_ENDED_MESSAGE}
          </InlineAlert>
        </Box>
      )}
    >
      <LoadedDialog user={session.user} />
    </PageErrorBoundary>
  );
}

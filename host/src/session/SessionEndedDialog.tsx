import { useRef } from 'react';
import { leaveEndedSession, signIn, type SessionUser } from 'shared-auth';
import { Box, Button, Dialog, ModalFrame, Text } from 'shared-ui';
import { CredentialsForm } from './CredentialsForm';
import { SESSION_ENDED_MESSAGE } from './session-ended';

/**
 * Sign-in offered over the page whose session ended, as Frappe's desk does: the page stays mounted behind it, so
 * whatever was typed there is still there afterwards and the write that was refused can be sent again. Another
 * user may sign in here too (UserSwitchBoundary then starts the app afresh for them). Declining signs out here
 * and goes to the sign-in page.
 */
export function SessionEndedDialog({ user }: { user: SessionUser }) {
  const fieldsRef = useRef<HTMLDivElement>(null);
  return (
    <ModalFrame
      open
      role="alertdialog"
      size="sm"
      // Esc and a click beside it do nothing: closing by accident would throw away what is on the page.
      onClose={() => undefined}
      initialFocusEl={() => fieldsRef.current?.querySelector<HTMLInputElement>('input[name="pwd"]') ?? null}
    >
      <Dialog.Header>
        <Dialog.Title>{SESSION_ENDED_MESSAGE}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description asChild>
          <Text mb="4">
            {`${user.displayName}, your session was ended elsewhere or expired. Sign in to carry on: this page stays as you left it.`}
          </Text>
        </Dialog.Description>
        <Box ref={fieldsRef}>
          <CredentialsForm
            initialValues={{ usr: user.userId, pwd: '' }}
            // Leaving the password field for "Go to the sign-in page" must not push that button away.
            validateOnBlur={false}
            onSignIn={async (usr, pwd) => {
              await signIn(usr, pwd);
            }}
          />
        </Box>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" onClick={leaveEndedSession}>
          Go to the sign-in page
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}

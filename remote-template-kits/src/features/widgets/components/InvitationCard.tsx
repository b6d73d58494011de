import { useState } from 'react';
import { Button, Card, Text } from 'shared-ui';

type Answer = 'accepted' | 'declined' | null;

/** A card with a footer of buttons: accept or decline an invitation, then change your mind. */
export function InvitationCard() {
  const [answer, setAnswer] = useState<Answer>(null);
  return (
    <Card.Root role="region" aria-label="Invitation to Marketing" size="sm">
      <Card.Header>
        <Text fontWeight="semibold">Join the Marketing space?</Text>
      </Card.Header>
      <Card.Body>
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {answer === 'accepted' && 'You joined Marketing: its 4 projects are in your sidebar.'}
          {answer === 'declined' && 'You declined. Sofia Rossi can invite you again.'}
          {answer === null && 'Sofia Rossi invited you to the Marketing space and its 4 projects.'}
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" gap="2">
        {answer === null ? (
          <>
            <Button size="sm" variant="outline" onClick={() => setAnswer('declined')}>
              Decline
            </Button>
            <Button size="sm" onClick={() => setAnswer('accepted')}>
              Accept
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setAnswer(null)}>
            Change my answer
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Box, Flex, MessageSquareIcon, PageLayout, Stack, Text, useSearchParams } from 'shared-ui';
import type { ChatRoom } from 'tessera-contracts';
import { useAllContacts } from './api/list-contacts';
import { useRecentContacts } from './api/list-recent-contacts';
import { useSendMessage, type SendFailure } from './api/send-message';
import { useLiveChat } from './api/use-live-chat';
import { ChatRoomPanel } from './components/ChatRoomPanel';
import { ContactList } from './components/ContactList';
import { useNow } from './hooks/use-now';

/** The open conversation's person, in the address (`/chat?with=3`), so Back and a reload keep it. */
const WITH = 'with';

function contactIdFrom(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The chat (`/chat`): conversations between the app's users, updated live. Side by side on wide screens; on a
 * phone the list, then the chosen conversation with a way back.
 */
export default function ChatPage() {
  useLiveChat();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const selectedId = contactIdFrom(params.get(WITH));
  const recent = useRecentContacts();
  const all = useAllContacts();
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [failures, setFailures] = useState<Record<number, SendFailure | undefined>>({});
  const list = useRef<HTMLDivElement>(null);
  const left = useRef<number | null>(null);

  const setDraft = (contactId: number, draft: string) => setDrafts((all) => ({ ...all, [contactId]: draft }));
  const setFailure = (contactId: number, failure: SendFailure | undefined) =>
    setFailures((all) => ({ ...all, [contactId]: failure }));

  const send = useSendMessage((failure) => {
    setFailure(failure.contactId, failure);
    // The text comes back to the composer, unless something new was written there meanwhile.
    setDrafts((all) => (all[failure.contactId]?.trim() ? all : { ...all, [failure.contactId]: failure.text }));
  });

  const sendNew = (room: ChatRoom, text: string) => {
    setFailure(room.contactId, undefined);
    setDraft(room.contactId, '');
    send(room, text);
  };
  const retry = (room: ChatRoom, failure: SendFailure) => {
    if ((drafts[room.contactId] ?? '').trim() === failure.text) setDraft(room.contactId, '');
    setFailure(room.contactId, undefined);
    send(room, failure.text);
  };

  const open = (contactId: number) => setParams({ [WITH]: String(contactId) });
  const back = () => {
    left.current = selectedId;
    setParams({});
  };
  // Back on a phone: focus returns to the person whose conversation was left.
  useEffect(() => {
    if (selectedId !== null || left.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-contact-id="${left.current}"]`)?.focus();
    left.current = null;
  }, [selectedId]);

  const contact =
    selectedId === null
      ? undefined
      : (recent.data?.find((entry) => entry.contactId === selectedId) ??
        all.data?.find((entry) => entry.id === selectedId));

  return (
    <PageLayout title="Chat" description="Talk with the people you work with. New messages arrive as they are sent.">
      <Flex
        data-testid="chat"
        h={{ base: 'calc(100dvh - 12rem)', md: 'calc(100dvh - 15rem)' }}
        minH="26rem"
        borderWidth="1px"
        borderRadius="l3"
        bg="bg"
        overflow="hidden"
      >
        <Box
          ref={list}
          as="section"
          aria-label="Conversations"
          w={{ base: 'full', md: '20rem', lg: '22rem' }}
          flexShrink={0}
          borderEndWidth={{ base: '0', md: '1px' }}
          display={{ base: selectedId === null ? 'flex' : 'none', md: 'flex' }}
          flexDirection="column"
          minH="0"
        >
          <ContactList recent={recent} all={all} selectedId={selectedId} onSelect={open} now={now} />
        </Box>
        <Box
          as="section"
          aria-label={contact ? `Conversation with ${contact.name}` : 'Conversation'}
          flex="1"
          minW="0"
          display={{ base: selectedId === null ? 'none' : 'flex', md: 'flex' }}
          flexDirection="column"
          minH="0"
        >
          {selectedId === null ? (
            <Stack flex="1" align="center" justify="center" p="6" textAlign="center" gap="2" color="fg.muted">
              <MessageSquareIcon aria-hidden="true" />
              <Text>Choose a person to see your conversation with them.</Text>
            </Stack>
          ) : (
            <ChatRoomPanel
              key={selectedId}
              contactId={selectedId}
              contact={contact}
              now={now}
              draft={drafts[selectedId] ?? ''}
              onDraftChange={(draft) => setDraft(selectedId, draft)}
              onSend={sendNew}
              failure={failures[selectedId]}
              onRetry={retry}
              onDismissFailure={() => setFailure(selectedId, undefined)}
              onBack={back}
            />
          )}
        </Box>
      </Flex>
    </PageLayout>
  );
}

// The left side of the chat: a search, then the user's conversations (Recent, latest first, with unread counts)
// or everyone they can write to (All contacts). Choosing a person opens the conversation with them.
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { readableError } from 'shared-auth';
import {
  Badge,
  EmptyState,
  ErrorState,
  Input,
  InputGroup,
  LoadingState,
  MessageSquareIcon,
  SearchIcon,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
  formatRelativeTime,
} from 'shared-ui';
import type { ChatContact, ChatRecentContact } from 'tessera-contracts';
import { searchContacts } from '../model/contact-search';
import { ContactButton } from './ContactButton';

type Tab = 'recent' | 'all';

interface ContactListProps {
  recent: UseQueryResult<ChatRecentContact[]>;
  all: UseQueryResult<ChatContact[]>;
  selectedId: number | null;
  onSelect: (contactId: number) => void;
  now: Date;
}

export function ContactList({ recent, all, selectedId, onSelect, now }: ContactListProps) {
  const [tab, setTab] = useState<Tab>('recent');
  const [query, setQuery] = useState('');
  // The open conversation is being read: its count is about to be zero on the server too.
  const unreadOf = (entry: ChatRecentContact) => (entry.contactId === selectedId ? 0 : entry.unread);
  const totalUnread = (recent.data ?? []).reduce((sum, entry) => sum + unreadOf(entry), 0);

  const list = <T extends ChatContact>(
    result: UseQueryResult<T[]>,
    what: string,
    empty: ReactNode,
    render: (contact: T) => ReactNode,
  ) => {
    if (result.isPending) return <LoadingState label={`Loading ${what}`} count={4} />;
    if (result.isError)
      return (
        <ErrorState
          title={`Couldn't load ${what}`}
          message={readableError(result.error)}
          onRetry={() => void result.refetch()}
        />
      );
    const found = searchContacts(result.data, query);
    if (result.data.length === 0) return empty;
    if (found.length === 0) return <EmptyState title={`No one matches “${query.trim()}”`} />;
    return (
      <Stack as="ul" gap="0.5" listStyleType="none" p="0" m="0">
        {found.map((contact) => (
          <li key={contact.id}>{render(contact)}</li>
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="3" flex="1" minH="0" p="3">
      <InputGroup startElement={<SearchIcon aria-hidden="true" />}>
        <Input
          type="search"
          aria-label="Search people"
          placeholder="Search people"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </InputGroup>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as Tab)}
        variant="line"
        size="sm"
        fitted
        lazyMount
        unmountOnExit
        display="flex"
        flexDirection="column"
        flex="1"
        minH="0"
      >
        <Tabs.List>
          <Tabs.Trigger value="recent">
            Recent
            {totalUnread > 0 && (
              <Badge colorPalette="brand" variant="solid" borderRadius="full">
                {totalUnread}
                <VisuallyHidden> unread</VisuallyHidden>
              </Badge>
            )}
          </Tabs.Trigger>
          <Tabs.Trigger value="all">All contacts</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="recent" flex="1" minH="0" overflowY="auto" pt="2">
          {list(
            recent,
            'your conversations',
            <EmptyState
              icon={<MessageSquareIcon />}
              title="No conversations yet"
              description="Start one from All contacts."
            />,
            (entry) => {
              const unread = unreadOf(entry);
              const mine = entry.lastSenderId !== entry.contactId;
              return (
                <ContactButton
                  contact={entry}
                  selected={entry.contactId === selectedId}
                  onSelect={onSelect}
                  aside={
                    <Text
                      as="time"
                      dir="auto"
                      fontSize="xs"
                      color="fg.muted"
                      flexShrink={0}
                      {...{ dateTime: entry.lastChatTime }}
                    >
                      {formatRelativeTime(entry.lastChatTime, now)}
                    </Text>
                  }
                  detail={mine ? `You: ${entry.lastMessage}` : entry.lastMessage}
                  badge={
                    unread > 0 && (
                      <Badge colorPalette="brand" variant="solid" borderRadius="full" flexShrink={0}>
                        {unread}
                        <VisuallyHidden>{unread === 1 ? ' unread message' : ' unread messages'}</VisuallyHidden>
                      </Badge>
                    )
                  }
                />
              );
            },
          )}
        </Tabs.Content>
        <Tabs.Content value="all" flex="1" minH="0" overflowY="auto" pt="2">
          {list(all, 'your contacts', <EmptyState title="Nobody else uses the chat yet" />, (contact) => (
            <ContactButton
              contact={contact}
              selected={contact.id === selectedId}
              onSelect={onSelect}
              aside={
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {contact.status === 'online' ? 'Online' : 'Offline'}
                </Text>
              }
              detail={contact.mood || contact.email}
            />
          ))}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

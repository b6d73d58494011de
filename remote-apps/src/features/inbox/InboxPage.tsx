import { useEffect, useMemo, useRef, useState } from 'react';
import { frappeExcType, readableError } from 'shared-auth';
import {
  Box,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Grid,
  InboxIcon,
  InlineAlert,
  LoadingState,
  PageLayout,
  PencilIcon,
  SearchIcon,
  Stack,
  Text,
  plural,
  WriteFeedback,
  useWriteFeedback,
} from 'shared-ui';
import type { InboxMessage, InboxView } from 'tessera-contracts';
import { useInboxMessage } from './api/get-message';
import { useInboxPage } from './api/list-messages';
import { useDeleteMessages } from './api/delete-messages';
import { useMessageFlags } from './api/update-messages';
import { useSendMessage } from './api/send-message';
import { ComposeDialog } from './components/ComposeDialog';
import { FolderNav } from './components/FolderNav';
import { InboxPager } from './components/InboxPager';
import { InboxToolbar } from './components/InboxToolbar';
import { MessageList } from './components/MessageList';
import { ReadingPane } from './components/ReadingPane';
import { SearchForm } from './components/SearchForm';
import { useInboxView } from './hooks/use-inbox-view';
import { usePaneFocus } from './hooks/use-pane-focus';
import { useReadOnOpen } from './hooks/use-read-on-open';
import { useSelection } from './hooks/use-selection';
import { listingKey, pageCount, pageQuery } from './model/inbox-view';

const EMPTY_FOLDER: Record<InboxView, { title: string; description: string }> = {
  inbox: { title: 'Your inbox is empty', description: 'Messages other users send you arrive here.' },
  starred: { title: 'No starred messages', description: 'Star a message to find it here.' },
  sent: { title: 'Nothing sent yet', description: 'Messages you send are kept here.' },
  all: { title: 'No messages', description: 'Write to another user with Compose.' },
};

/** The title and text of the confirmation before deleting `messages`. */
function deleteQuestion(messages: readonly InboxMessage[]): { title: string; description: string } {
  const [first] = messages;
  const what =
    messages.length === 1 && first
      ? `“${first.subject}”`
      : plural(messages.length, { one: 'message', other: 'messages' });
  return {
    title: `Delete ${what}?`,
    description:
      'Deleted messages are gone from your mailbox for good: this cannot be undone. ' +
      'The copy the other person has is not affected.',
  };
}

/**
 * The inbox (`/inbox`): the signed-in user's own mailbox. A list (folders, search, selection, pages) beside a
 * reading pane; at phone width the list, then the message with Back. Compose writes to another user.
 */
export default function InboxPage() {
  const { view, change } = useInboxView();
  const query = useMemo(() => pageQuery(view), [view]);
  const page = useInboxPage(query);
  const { announcement, problem, dismissProblem, feedback } = useWriteFeedback();
  const setFlags = useMessageFlags(feedback);
  const deleteMessages = useDeleteMessages(feedback);
  const send = useSendMessage();
  const [composing, setComposing] = useState(false);
  const [deleting, setDeleting] = useState<readonly InboxMessage[] | null>(null);
  // Deleted here: an open one leaves the list before the address closes it, and must not be asked for by id.
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<number>>(new Set());

  const messages = useMemo(() => page.data?.messages ?? [], [page.data]);
  const selection = useSelection(
    messages.map((message) => message.id),
    listingKey(view),
  );
  const listed = messages.find((message) => message.id === view.openId) ?? null;
  const openDeleted = view.openId !== null && deletedIds.has(view.openId);
  // Asked for only once the page is there and does not hold it (a link to an older message, a reload).
  const fetched = useInboxMessage(view.openId, page.data !== undefined && listed === null && !openDeleted);
  const open = listed ?? (view.openId !== null ? (fetched.data ?? null) : null);

  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePaneFocus(view.openId, open?.id ?? null, listRef, headingRef);
  useReadOnOpen(open, (message) => setFlags([message], { read: true }, false));

  // A page past the end (its last messages were deleted, here or elsewhere): show the last page instead.
  const data = page.data;
  useEffect(() => {
    if (!data || page.isPlaceholderData || data.messages.length > 0 || data.total === 0 || view.page === 1) return;
    change({ page: pageCount(data.total, view.pageSize) }, { replace: true });
  }, [data, page.isPlaceholderData, view.page, view.pageSize, change]);

  const confirmDelete = () => {
    if (!deleting) return;
    setDeletedIds((ids) => new Set([...ids, ...deleting.map((message) => message.id)]));
    deleteMessages(deleting);
    selection.clear();
    if (view.openId !== null && deleting.some((message) => message.id === view.openId)) change({ openId: null });
    setDeleting(null);
  };

  const selected = messages.filter((message) => selection.has(message.id));
  const question = deleting ? deleteQuestion(deleting) : null;

  let list;
  if (page.isPending) list = <LoadingState label="Loading messages" />;
  else if (page.isError && !page.data)
    list = (
      <ErrorState
        title="Couldn't load your messages"
        message={readableError(page.error)}
        onRetry={() => void page.refetch()}
      />
    );
  else if (messages.length === 0 && view.search)
    list = (
      <EmptyState
        icon={<SearchIcon />}
        title="No message matches"
        description={`Nothing found for “${view.search}”.`}
        action={<Button onClick={() => change({ search: '', page: 1 })}>Clear the search</Button>}
      />
    );
  else if (messages.length === 0 && page.data.total === 0)
    list = <EmptyState icon={<InboxIcon />} {...EMPTY_FOLDER[view.folder]} />;
  else
    list = (
      <MessageList
        messages={messages}
        selection={selection}
        openId={view.openId}
        onStar={(message) => setFlags([message], { starred: !message.starred })}
        onOpen={(message) => change({ openId: message.id })}
      />
    );

  let pane;
  if (view.openId === null || openDeleted)
    pane = (
      <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="8" textAlign="center" color="fg.muted">
        <Text>Choose a message to read it here.</Text>
      </Box>
    );
  else if (open)
    pane = (
      <ReadingPane
        message={open}
        headingRef={headingRef}
        onBack={() => change({ openId: null })}
        onStar={() => setFlags([open], { starred: !open.starred })}
        onMarkUnread={() => setFlags([open], { read: false })}
        onDelete={() => setDeleting([open])}
      />
    );
  else if (fetched.isError)
    pane = (
      <Stack gap="3">
        {frappeExcType(fetched.error) === 'DoesNotExistError' ? (
          <InlineAlert status="warning" title="This message is not in your mailbox">
            It may have been deleted.
          </InlineAlert>
        ) : (
          <ErrorState
            title="Couldn't load the message"
            message={readableError(fetched.error)}
            onRetry={() => void fetched.refetch()}
          />
        )}
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => change({ openId: null })}>
          Back to messages
        </Button>
      </Stack>
    );
  else pane = <LoadingState label="Loading the message" shape="lines" />;

  return (
    <PageLayout
      title="Inbox"
      description="Your own mailbox: read, star and tidy up your messages, and write to the other users."
      actions={
        <Button onClick={() => setComposing(true)}>
          <PencilIcon aria-hidden />
          Compose
        </Button>
      }
    >
      <WriteFeedback announcement={announcement} problem={problem} onDismissProblem={dismissProblem} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
        gap="5"
        alignItems="start"
      >
        <Stack ref={listRef} gap="3" minW="0" display={{ base: view.openId === null ? 'flex' : 'none', lg: 'flex' }}>
          <FolderNav
            current={view.folder}
            unread={page.data?.unread ?? null}
            onChange={(folder) => change({ folder, page: 1, openId: null })}
          />
          <SearchForm key={view.search} search={view.search} onSearch={(search) => change({ search, page: 1 })} />
          <InboxToolbar
            selection={selection}
            empty={messages.length === 0}
            onMarkRead={(read) => setFlags(selected, { read })}
            onDelete={() => setDeleting(selected)}
          />
          <Box aria-busy={page.isFetching && page.isPlaceholderData ? 'true' : undefined}>{list}</Box>
          {page.data && page.data.total > 0 && (
            <InboxPager
              page={view.page}
              pageSize={view.pageSize}
              shown={messages.length}
              total={page.data.total}
              onPage={(next) => change({ page: next })}
              onPageSize={(pageSize) => change({ pageSize, page: 1 })}
            />
          )}
        </Stack>
        <Box minW="0" display={{ base: view.openId === null ? 'none' : 'block', lg: 'block' }}>
          {pane}
        </Box>
      </Grid>
      {composing && (
        <ComposeDialog
          onSend={send}
          onSent={(message, to) => feedback.announce(`Sent “${message.subject}” to ${to}.`)}
          onClose={() => setComposing(false)}
        />
      )}
      {question && (
        <ConfirmDialog
          open
          title={question.title}
          description={question.description}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </PageLayout>
  );
}

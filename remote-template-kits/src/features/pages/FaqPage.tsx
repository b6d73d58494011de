import { useState } from 'react';
import { Box, Button, EmptyState, PageLayout, plural, SearchField, SearchIcon, Text } from 'shared-ui';
import { Accordion } from 'shared-ui/kits';
import { FAQ_ENTRIES } from './content/faq';
import { HighlightedText } from './components/HighlightedText';
import { filterFaq } from './model/filter-faq';
import { normalizeQuery } from './model/highlight-parts';

/** `/pages/faq`: questions about using Tessera, filtered as you type, the matches marked. */
export default function FaqPage() {
  const [filter, setFilter] = useState('');
  const query = normalizeQuery(filter);
  const entries = filterFaq(FAQ_ENTRIES, query);
  const [openIds, setOpenIds] = useState<string[]>([]);

  // Filtering opens every matching answer, so the marked words show; clearing the filter closes them again.
  const changeFilter = (text: string) => {
    setFilter(text);
    const nextQuery = normalizeQuery(text);
    setOpenIds(nextQuery ? filterFaq(FAQ_ENTRIES, nextQuery).map((entry) => entry.id) : []);
  };

  return (
    <PageLayout title="Frequently asked questions" description="How Tessera works, in short answers." contentMaxW="4xl">
      <Box role="search" aria-label="Filter questions" maxW={{ md: 'md' }} w="full">
        <SearchField
          label="Filter questions"
          placeholder="Filter questions and answers"
          value={filter}
          onChange={changeFilter}
        />
      </Box>
      <Text role="status" textStyle="sm" color="fg.muted">
        {query
          ? `${plural(entries.length, { one: 'question matches', other: 'questions match' })} “${query}”`
          : plural(entries.length, { one: 'question', other: 'questions' })}
      </Text>
      {entries.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title={`No question mentions “${query}”`}
          description="Try another word, or clear the filter to see every question."
          action={
            <Button variant="outline" size="sm" onClick={() => changeFilter('')}>
              Clear the filter
            </Button>
          }
        />
      ) : (
        <Accordion.Root
          multiple
          collapsible
          variant="enclosed"
          value={openIds}
          onValueChange={(details) => setOpenIds(details.value)}
        >
          {entries.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id}>
              <Accordion.ItemTrigger>
                <Text flex="1" textAlign="start" fontWeight="medium">
                  <HighlightedText text={entry.question} query={query} />
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Text color="fg.muted">
                    <HighlightedText text={entry.answer} query={query} />
                  </Text>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </PageLayout>
  );
}

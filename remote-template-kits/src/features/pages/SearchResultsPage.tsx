import { EmptyState, PageLayout, SearchIcon, Stack, VisuallyHidden, plural } from 'shared-ui';
import { SEARCH_SOURCES } from './api/search-sources';
import { useSearchResults } from './api/use-search-results';
import { SearchBox } from './components/SearchBox';
import { SearchResultGroup } from './components/SearchResultGroup';
import { useSearchQuery } from './hooks/use-search-query';

const SOURCE_NAMES = new Intl.ListFormat('en', { type: 'conjunction' }).format(
  SEARCH_SOURCES.map((source) => source.label.toLowerCase()),
);

function Results({ query }: { query: string }) {
  const groups = useSearchResults(query);
  const settled = groups.every(({ result }) => result.isSuccess);
  const total = groups.reduce((sum, { result }) => sum + (result.data?.hits.length ?? 0), 0);

  return (
    <Stack gap="8">
      {/* Read out once every source has answered. */}
      <VisuallyHidden role="status">
        {settled ? `${plural(total, { one: 'result', other: 'results' })} for “${query}”` : ''}
      </VisuallyHidden>
      {settled && total === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title={`Nothing matches “${query}”`}
          description={`No ${SOURCE_NAMES} contain these words. Check the spelling or try a shorter word.`}
        />
      ) : (
        groups.map(({ source, result }) => (
          <SearchResultGroup key={source.id} source={source} result={result} query={query} />
        ))
      )}
    </Stack>
  );
}

/** `/pages/search-results`: one search across the app's tasks, projects, contacts and products, the query in the URL (`?q=`). */
export default function SearchResultsPage() {
  const { query, draft, setDraft, submit } = useSearchQuery();
  return (
    <PageLayout
      title="Search"
      description={query ? `Results for “${query}”` : `Find ${SOURCE_NAMES} by name.`}
      contentMaxW="4xl"
    >
      <SearchBox value={draft} onChange={setDraft} onSubmit={submit} />
      {query ? (
        <Results query={query} />
      ) : (
        <EmptyState
          icon={<SearchIcon />}
          title="What are you looking for?"
          description={`Type a few letters of a task's subject or id, a project's name, a contact's name, company or email, or a product's name or brand. Matching ${SOURCE_NAMES} show here, grouped, and each opens where it lives.`}
        />
      )}
    </PageLayout>
  );
}

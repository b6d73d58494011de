import type { UseQueryResult } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import {
  ErrorState,
  Heading,
  LoadingState,
  RouterLink,
  Stack,
  TaskStatusBadge,
  Text,
  Flex,
  Box,
  Link,
  plural,
} from 'shared-ui';
import type { SearchSource } from '../api/search-sources';
import type { SearchAnswer, SearchHit } from '../api/search-types';
import { HighlightedText } from './HighlightedText';

interface SearchResultGroupProps {
  source: SearchSource;
  result: UseQueryResult<SearchAnswer>;
  query: string;
}

function HitLink({ hit, query }: { hit: SearchHit; query: string }) {
  return (
    <li>
      <Link
        asChild
        display="block"
        borderWidth="1px"
        borderRadius="l2"
        bg="bg"
        color="fg"
        textDecoration="none"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      >
        <RouterLink to={hit.href}>
          <Flex gap="3" px="4" py="3" align="flex-start" justify="space-between">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" overflowWrap="anywhere">
                <HighlightedText text={hit.title} query={query} />
              </Text>
              {hit.detail && (
                <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                  <HighlightedText text={hit.detail} query={query} />
                </Text>
              )}
            </Stack>
            {hit.status && (
              <Box flexShrink="0">
                <TaskStatusBadge status={hit.status} />
              </Box>
            )}
          </Flex>
        </RouterLink>
      </Link>
    </li>
  );
}

/** One source's results: its heading with the count, then the hits, or why there are none yet. */
export function SearchResultGroup({ source, result, query }: SearchResultGroupProps) {
  const headingId = `search-group-${source.id}`;
  const answer = result.data;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Flex align="baseline" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {source.label}
        </Heading>
        {answer && (
          <Text textStyle="sm" color="fg.muted">
            {answer.hasMore
              ? `first ${answer.hits.length} shown`
              : plural(answer.hits.length, { one: 'match', other: 'matches' })}
          </Text>
        )}
      </Flex>
      {result.isPending && <LoadingState label={`Searching ${source.label.toLowerCase()}`} count={3} />}
      {result.isError && (
        <ErrorState
          title={`Couldn't search ${source.label.toLowerCase()}`}
          message={readableError(result.error)}
          onRetry={() => void result.refetch()}
        />
      )}
      {answer && answer.hits.length === 0 && <Text color="fg.muted">No {source.label.toLowerCase()} match.</Text>}
      {answer && answer.hits.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none">
          {answer.hits.map((hit) => (
            <HitLink key={hit.id} hit={hit} query={query} />
          ))}
        </Stack>
      )}
      {answer?.hasMore && (
        <Text textStyle="sm" color="fg.muted">
          More {source.label.toLowerCase()} match; add a word to narrow the search.
        </Text>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { readableError } from 'shared-auth';
import type { ListPerson } from 'tessera-contracts';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { useListPeople } from '../api/list-people';

interface PeopleDataProps {
  children: (people: ListPerson[]) => ReactNode;
}

/** The directory from /api/list/all, with its loading, error and empty states; `children` draws the people. */
export function PeopleData({ children }: PeopleDataProps) {
  const people = useListPeople();
  if (people.isPending) return <LoadingState label="Loading the team" shape="rows" count={5} />;
  if (people.isError) {
    return (
      <ErrorState
        title="Couldn't load the team"
        message={readableError(people.error)}
        onRetry={() => void people.refetch()}
      />
    );
  }
  if (people.data.length === 0) return <EmptyState title="No one here yet" description="The directory is empty." />;
  return <>{children(people.data)}</>;
}

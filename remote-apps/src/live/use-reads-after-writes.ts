// A read that someone else's change calls for waits while this page's own writes are on their way: a read answered
// after a write's answer would show the data from before the write (shared-auth's optimistic change keeps a change
// shown over a read answered while it is on its way, not over one answered after it was settled).
import { useQueryClient, type MutationFilters } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/** Runs `read` now, or once the writes are done; one read per `key` however many changes came meanwhile. */
export type ReadAfterWrites = (key: string, read: () => void) => void;

/** Reads that wait for this page's writes matching `writes` (e.g. their mutation key). */
export function useReadsAfterWrites(writes: MutationFilters): ReadAfterWrites {
  const client = useQueryClient();
  const filters = useRef(writes);
  filters.current = writes;
  const waiting = useRef(new Map<string, () => void>());

  useEffect(() => {
    const waitingReads = waiting.current;
    return client.getMutationCache().subscribe(() => {
      if (waitingReads.size === 0 || client.isMutating(filters.current) > 0) return;
      const reads = [...waitingReads.values()];
      waitingReads.clear();
      for (const read of reads) read();
    });
  }, [client]);

  return useCallback(
    (key, read) => {
      if (client.isMutating(filters.current) > 0) waiting.current.set(key, read);
      else read();
    },
    [client],
  );
}

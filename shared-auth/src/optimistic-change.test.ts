import { QueryClient } from '@tanstack/react-query';
import { cachedChange, changeOptimistically, receiveCached, showChange } from './optimistic-change';

interface Row {
  id: number;
  title: string;
  starred: boolean;
}

const KEY = ['rows'] as const;
const rows: Row[] = [
  { id: 1, title: 'One', starred: false },
  { id: 2, title: 'Two', starred: false },
  { id: 3, title: 'Three', starred: false },
];

const without = (id: number) => (list: Row[]) => list.filter((row) => row.id !== id);
const starred = (id: number) => (list: Row[]) => list.map((row) => (row.id === id ? { ...row, starred: true } : row));

function setup() {
  const client = new QueryClient();
  client.setQueryData(KEY, rows);
  const shown = () => client.getQueryData<Row[]>(KEY);
  const ids = () => shown()?.map((row) => row.id);
  return { client, shown, ids };
}

describe('changeOptimistically', () => {
  it('shows the change before the server answers and keeps it when accepted', async () => {
    const { client, ids } = setup();
    const deleting = await showChange(client, [cachedChange(KEY, without(2))]);
    expect(ids()).toEqual([1, 3]);

    deleting.saved(null);
    expect(ids()).toEqual([1, 3]);
  });

  it('settles with what the server answered', async () => {
    const { client, shown } = setup();
    const saved: Row = { id: 2, title: 'Two (saved)', starred: true };
    await changeOptimistically(
      client,
      [cachedChange<Row[], Row>(KEY, starred(2), (list, row) => list.map((item) => (item.id === row.id ? row : item)))],
      () => Promise.resolve(saved),
    );
    expect(shown()?.[1]).toEqual(saved);
  });

  it('takes a refused change back and rejects with the reason', async () => {
    const { client, shown } = setup();
    const refusal = new Error('Not permitted');
    await expect(
      changeOptimistically(client, [cachedChange(KEY, without(2))], () => Promise.reject(refusal)),
    ).rejects.toBe(refusal);
    expect(shown()).toEqual(rows);
  });

  it('with two changes in flight, takes back the refused one and keeps the other shown', async () => {
    const { client, shown, ids } = setup();
    const deleting = await showChange(client, [cachedChange(KEY, without(2))]);
    const starring = await showChange(client, [cachedChange(KEY, starred(3))]);
    expect(ids()).toEqual([1, 3]);
    expect(shown()?.[1]?.starred).toBe(true);

    deleting.refused();
    expect(ids()).toEqual([1, 2, 3]);
    expect(shown()?.[2]?.starred).toBe(true);

    starring.saved(null);
    expect(ids()).toEqual([1, 2, 3]);
    expect(shown()?.[2]?.starred).toBe(true);
  });

  it('when the earlier change is accepted and the later one refused, keeps the earlier one', async () => {
    const { client, shown, ids } = setup();
    const deleting = await showChange(client, [cachedChange(KEY, without(2))]);
    const starring = await showChange(client, [cachedChange(KEY, starred(3))]);

    starring.refused();
    expect(ids()).toEqual([1, 3]);
    expect(shown()?.[1]?.starred).toBe(false);

    deleting.saved(null);
    expect(ids()).toEqual([1, 3]);
    expect(shown()?.[1]?.starred).toBe(false);
  });

  it('keeps data received meanwhile under the change, also when the change is refused', async () => {
    const { client, shown, ids } = setup();
    const deleting = await showChange(client, [cachedChange(KEY, without(2))]);
    const added: Row = { id: 4, title: 'Four', starred: false };
    receiveCached<Row[]>(client, KEY, (list) => [...list, added]);
    expect(ids()).toEqual([1, 3, 4]);

    deleting.refused();
    expect(shown()).toEqual([...rows, added]);
  });

  it('takes a list read meanwhile as the confirmed one and keeps the change in flight on top of it', async () => {
    const { client, ids } = setup();
    const deleting = await showChange(client, [cachedChange(KEY, without(2))]);
    client.setQueryData(KEY, [...rows, { id: 5, title: 'Five', starred: false }]);

    deleting.refused();
    expect(ids()).toEqual([1, 2, 3, 5]);
  });

  it('changes every cached query under the key and leaves the ones without data alone', async () => {
    const client = new QueryClient();
    client.setQueryData(['rows', 'page', 1], rows);
    client.setQueryData(['rows', 'page', 2], [{ id: 9, title: 'Nine', starred: false }]);
    await changeOptimistically(client, [cachedChange(KEY, starred(9))], () => Promise.resolve(null));
    expect(client.getQueryData<Row[]>(['rows', 'page', 2])?.[0]?.starred).toBe(true);
    expect(client.getQueryData(['rows', 'page', 1])).toEqual(rows);
    expect(client.getQueryData(['rows', 'page', 3])).toBeUndefined();
  });
});

import { joinQueries } from './join-queries';

function outcome(state: { data?: number; error?: Error }) {
  return {
    data: state.data,
    isError: state.error !== undefined,
    error: state.error ?? null,
    refetch: jest.fn(() => Promise.resolve()),
  };
}

test('pending while any data is missing', () => {
  const results = [outcome({ data: 1 }), outcome({})];
  expect(joinQueries(results, () => undefined)).toEqual({ status: 'pending' });
});

test('the joined data once every query has answered', () => {
  const [a, b] = [outcome({ data: 1 }), outcome({ data: 2 })];
  const join = () => (a.data !== undefined && b.data !== undefined ? a.data + b.data : undefined);
  expect(joinQueries([a, b], join)).toEqual({ status: 'success', data: 3 });
});

test('the first failure wins over data, and Retry asks again only what failed', () => {
  const ok = outcome({ data: 1 });
  const first = outcome({ error: new Error('Timed out') });
  const second = outcome({ error: new Error('Gone') });
  const joined = joinQueries([ok, first, second], () => 1);

  expect(joined).toMatchObject({ status: 'error', error: 'Timed out' });
  if (joined.status === 'error') joined.retry();
  expect(ok.refetch).not.toHaveBeenCalled();
  expect(first.refetch).toHaveBeenCalledTimes(1);
  expect(second.refetch).toHaveBeenCalledTimes(1);
});

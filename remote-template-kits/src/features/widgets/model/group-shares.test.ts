import { groupShares } from './group-shares';

test('known values in their order (also empty ones), then added values, then unset; shares of the total', () => {
  const shares = groupShares(
    [
      { value: 'High', count: 2 },
      { value: null, count: 1 },
      { value: 'Critical', count: 1 },
      { value: 'Low', count: 4 },
    ],
    ['Low', 'Medium', 'High'],
  );
  expect(shares).toEqual([
    { label: 'Low', count: 4, share: 0.5 },
    { label: 'Medium', count: 0, share: 0 },
    { label: 'High', count: 2, share: 0.25 },
    { label: 'Critical', count: 1, share: 0.125 },
    { label: 'Not set', count: 1, share: 0.125 },
  ]);
  expect(groupShares([], ['Low'])).toEqual([{ label: 'Low', count: 0, share: 0 }]);
});

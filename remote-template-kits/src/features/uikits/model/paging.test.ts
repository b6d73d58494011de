import { pageCount, pageRangeLabel, pageSlice } from './paging';

const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('pageSlice', () => {
  it('cuts a list into pages counted from 1, the last one short', () => {
    expect(pageSlice(letters, 1, 3)).toEqual(['a', 'b', 'c']);
    expect(pageSlice(letters, 2, 3)).toEqual(['d', 'e', 'f']);
    expect(pageSlice(letters, 3, 3)).toEqual(['g']);
    expect(pageSlice(letters, 4, 3)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up, and gives an empty list one page', () => {
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCount(0, 3)).toBe(1);
  });
});

describe('pageRangeLabel', () => {
  it('names the first and last item of the page and the total', () => {
    expect(pageRangeLabel(1, 5, 24)).toBe('Showing 1–5 of 24');
    expect(pageRangeLabel(5, 5, 24)).toBe('Showing 21–24 of 24');
    expect(pageRangeLabel(1, 5, 0)).toBe('Nothing to show');
  });
});

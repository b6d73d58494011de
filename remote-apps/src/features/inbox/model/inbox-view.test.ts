import { DEFAULT_VIEW, pageCount, pageQuery, paramsFromView, shownRange, viewFromParams } from './inbox-view';

it('reads the view from the address, falling back to the defaults for anything odd', () => {
  expect(viewFromParams(new URLSearchParams(''))).toEqual(DEFAULT_VIEW);
  expect(viewFromParams(new URLSearchParams('folder=sent&q=lunch&page=3&size=50&m=12'))).toEqual({
    folder: 'sent',
    search: 'lunch',
    page: 3,
    pageSize: 50,
    openId: 12,
  });
  expect(viewFromParams(new URLSearchParams('folder=trash&page=0&size=7&m=x'))).toEqual(DEFAULT_VIEW);
  expect(viewFromParams(new URLSearchParams('page=-2&m=1.5'))).toEqual(DEFAULT_VIEW);
});

it('writes only what differs from the defaults, and reads back the same view', () => {
  expect(paramsFromView(DEFAULT_VIEW).toString()).toBe('');
  const view = { folder: 'starred', search: ' tokens ', page: 2, pageSize: 10, openId: 5 } as const;
  const params = paramsFromView(view);
  expect(params.toString()).toBe('folder=starred&q=tokens&page=2&size=10&m=5');
  expect(viewFromParams(params)).toEqual({ ...view, search: 'tokens' });
});

it('asks the server for the page: start and limit from the page and its size, the search only when there is one', () => {
  expect(pageQuery({ ...DEFAULT_VIEW, page: 3, pageSize: 10 })).toEqual({ folder: 'inbox', start: 20, limit: 10 });
  expect(pageQuery({ ...DEFAULT_VIEW, folder: 'all', search: '  lunch ' })).toEqual({
    folder: 'all',
    search: 'lunch',
    start: 0,
    limit: 20,
  });
});

it('counts pages and words what a page shows', () => {
  expect(pageCount(0, 20)).toBe(1);
  expect(pageCount(20, 20)).toBe(1);
  expect(pageCount(21, 20)).toBe(2);
  expect(shownRange(1, 20, 20, 57)).toBe('1–20 of 57');
  expect(shownRange(3, 20, 17, 57)).toBe('41–57 of 57');
  expect(shownRange(1, 20, 0, 0)).toBe('0 of 0');
});

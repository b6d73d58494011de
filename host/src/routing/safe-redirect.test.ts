import { safeRedirectPath } from './safe-redirect';

const origin = 'http://127.0.0.1:3000';

describe('safeRedirectPath', () => {
  it('follows a same-origin app path with its query and hash', () => {
    expect(safeRedirectPath('/todo/list?filter=done#x', origin)).toBe('/todo/list?filter=done#x');
    expect(safeRedirectPath('/dashboard/v1', origin)).toBe('/dashboard/v1');
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['another origin', 'https://evil.example/x'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'todo/list'],
    ['a session page (would loop)', '/session/signin?redirectUrl=/x'],
  ])('goes home for %s', (_label, value) => {
    expect(safeRedirectPath(value, origin)).toBe('/');
  });

  it('normalises dot segments instead of escaping the app', () => {
    expect(safeRedirectPath('/todo/../pages/user-profile', origin)).toBe('/pages/user-profile');
  });
});

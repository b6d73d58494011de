import { parseCookies, pyQuote, serializeCookie } from './cookies';

describe('cookies', () => {
  it('quotes values like Python urllib.parse.quote', () => {
    expect(pyQuote('Adam Reyes')).toBe('Adam%20Reyes');
    expect(pyQuote('a@b.dev')).toBe('a%40b.dev');
    expect(pyQuote('/files/x_y-z~.png')).toBe('/files/x_y-z~.png');
    expect(pyQuote('Zoë')).toBe('Zo%C3%AB');
  });

  it('serialises with Path=/ and SameSite=Lax', () => {
    expect(serializeCookie('sid', 'abc', { httpOnly: true, maxAge: 60, secure: true })).toBe(
      'sid=abc; Max-Age=60; Secure; HttpOnly; Path=/; SameSite=Lax',
    );
  });

  it('parses a Cookie header, first value wins, bad escapes kept raw', () => {
    const c = parseCookies('sid=abc; full_name=Adam%20Reyes; sid=other; odd=%E0%A4%A');
    expect(c.get('sid')).toBe('abc');
    expect(c.get('full_name')).toBe('Adam Reyes');
    expect(c.get('odd')).toBe('%E0%A4%A');
    expect(parseCookies(undefined).size).toBe(0);
  });
});

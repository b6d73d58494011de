import { isSafeLink, toSafeLink } from './safe-link';

test('only http, https and mailto links are safe', () => {
  expect(isSafeLink('https://example.com')).toBe(true);
  expect(isSafeLink('http://example.com/a?b=c')).toBe(true);
  expect(isSafeLink('mailto:ana@example.com')).toBe(true);
  expect(isSafeLink('javascript:alert(1)')).toBe(false);
  expect(isSafeLink(' JaVaScRiPt:alert(1)')).toBe(false);
  expect(isSafeLink('data:text/html,<b>x</b>')).toBe(false);
  expect(isSafeLink('ftp://example.com')).toBe(false);
  expect(isSafeLink('/relative')).toBe(false);
  expect(isSafeLink(42)).toBe(false);
});

test('typed addresses get their scheme; anything else is refused', () => {
  expect(toSafeLink('example.com/docs')).toBe('https://example.com/docs');
  expect(toSafeLink('ana@example.com')).toBe('mailto:ana@example.com');
  expect(toSafeLink('https://example.com')).toBe('https://example.com');
  expect(toSafeLink('javascript:alert(1)')).toBeNull();
  expect(toSafeLink('vbscript:msgbox')).toBeNull();
  expect(toSafeLink('not a link')).toBeNull();
  expect(toSafeLink('localhost')).toBeNull();
  expect(toSafeLink('   ')).toBeNull();
});

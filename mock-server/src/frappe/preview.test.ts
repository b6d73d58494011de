import { clip, preview } from './preview';

describe('preview', () => {
  it('shows short values as JSON', () => {
    expect(preview('yes')).toBe('"yes"');
    expect(preview(42)).toBe('42');
    expect(preview(undefined)).toBe('undefined');
    expect(preview({ a: 1, b: [true, null] })).toBe('{"a":1,"b":[true,null]}');
  });

  it('stays within 80 characters, cut with …, whatever the size or depth of the value', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const values = ['x'.repeat(1e6), Array(1e5).fill('abc'), { ['k'.repeat(500)]: 'v'.repeat(500) }, deep];
    for (const value of values) {
      const text = preview(value);
      expect(text.length).toBeLessThanOrEqual(80);
      expect(text).toContain('…');
    }
    expect(preview(deep)).toBe('[[[[[…]]]]]');
  });

  it('clip keeps text up to the limit', () => {
    expect(clip('abc', 3)).toBe('abc');
    expect(clip('abcd', 3)).toBe('ab…');
  });
});

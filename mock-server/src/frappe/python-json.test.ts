import { PyFloat, pythonFloatText, toPythonJson } from './python-json';

describe('JSON as Python writes it', () => {
  it('writes floats with a decimal point or an exponent', () => {
    expect(pythonFloatText(8)).toBe('8.0');
    expect(pythonFloatText(0)).toBe('0.0');
    expect(pythonFloatText(-3)).toBe('-3.0');
    expect(pythonFloatText(12.5)).toBe('12.5');
    expect(pythonFloatText(1e21)).toBe('1e+21');
    expect(JSON.parse(pythonFloatText(123456789012))).toBe(123456789012);
  });

  it('writes PyFloat as a float and everything else as JSON.stringify does', () => {
    const value = {
      text: 'a "quoted" ünïcode\n',
      escapes: 'back\\slash \u0001 tab\t lone \ud800 pair 😀',
      'key "with" quotes': 'plain',
      count: 3,
      hours: new PyFloat(8),
      rate: new PyFloat(0.25),
      flag: true,
      none: null,
      skipped: undefined,
      rows: [new PyFloat(1), 2, undefined, { nested: new PyFloat(0) }],
      when: new Date(Date.UTC(2026, 0, 2)),
    };
    const text = toPythonJson(value);
    expect(text).toContain('"hours":8.0');
    expect(text).toContain('"rate":0.25');
    expect(text).toContain('"rows":[1.0,2,null,{"nested":0.0}]');
    const plain = { ...value, hours: 8, rate: 0.25, rows: [1, 2, undefined, { nested: 0 }] };
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(plain)));
    expect(text.replace(/(\d)\.0\b/g, '$1')).toBe(JSON.stringify(plain));
  });
});

import { formatTemperature } from './temperature';

test('Celsius as given, Fahrenheit converted, both rounded', () => {
  expect(formatTemperature(21, 'C')).toBe('21°C');
  expect(formatTemperature(21, 'F')).toBe('70°F');
  expect(formatTemperature(-3, 'F')).toBe('27°F');
  expect(formatTemperature(-40, 'F')).toBe('-40°F');
  expect(formatTemperature(-0.3, 'C')).toBe('0°C');
  expect(formatTemperature(37.5, 'C')).toBe('38°C');
});

export type TemperatureUnit = 'C' | 'F';

/** A Celsius temperature in `unit`, rounded to a whole degree: "21°C", "70°F". */
export function formatTemperature(celsius: number, unit: TemperatureUnit): string {
  const degrees = unit === 'F' ? (celsius * 9) / 5 + 32 : celsius;
  // Math.round(-0.4) is -0: shown as 0, not "-0".
  const whole = Math.round(degrees) || 0;
  return `${whole}°${unit}`;
}

import { stepFromHash, stepHash } from './wizard-steps';

test('reads and writes the step in the hash', () => {
  expect(stepHash(3)).toBe('#step-3');
  expect(stepFromHash('#step-1')).toBe(1);
  expect(stepFromHash('#step-4')).toBe(4);
  expect(stepFromHash('#step-5')).toBeNull();
  expect(stepFromHash('')).toBeNull();
  expect(stepFromHash('#step-2x')).toBeNull();
});

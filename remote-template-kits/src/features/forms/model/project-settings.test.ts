import { PROJECT_SETTINGS_DEFAULTS, projectSettingsFrom, projectSettingsSchema } from './project-settings';

test('stored values replace the defaults, field by field, when their type fits', () => {
  expect(projectSettingsFrom(undefined)).toEqual(PROJECT_SETTINGS_DEFAULTS);
  expect(projectSettingsFrom({ name: 'Mobile app', weeklyReport: true, key: 42, extra: 'x' })).toEqual({
    ...PROJECT_SETTINGS_DEFAULTS,
    name: 'Mobile app',
    weeklyReport: true,
  });
});

test('the due date may not come before the start', () => {
  const values = { ...PROJECT_SETTINGS_DEFAULTS, startDate: '2026-03-10', dueDate: '2026-03-01' };
  expect(() => projectSettingsSchema.validateSync(values)).toThrow('The due date comes after the start');
  expect(projectSettingsSchema.isValidSync({ ...values, dueDate: '2026-03-10' })).toBe(true);
});

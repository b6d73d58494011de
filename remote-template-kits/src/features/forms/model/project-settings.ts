// The action-bar page's long form: a project's settings, kept in the user's settings on the server.
import * as yup from 'yup';
import type { SelectOption } from 'shared-ui/forms';

export const PROJECT_SETTINGS_KEY = 'Tessera Forms Project Settings';

export interface ProjectSettingsValues {
  name: string;
  key: string;
  description: string;
  visibility: string;
  lead: string;
  startDate: string;
  dueDate: string;
  hoursPerWeek: string;
  notifyEmail: boolean;
  notifyInApp: boolean;
  weeklyReport: boolean;
}

export const PROJECT_SETTINGS_DEFAULTS: ProjectSettingsValues = {
  name: 'Website relaunch',
  key: 'WEB',
  description: '',
  visibility: 'team',
  lead: '',
  startDate: '',
  dueDate: '',
  hoursPerWeek: '40',
  notifyEmail: true,
  notifyInApp: true,
  weeklyReport: false,
};

export const VISIBILITY_OPTIONS: SelectOption[] = [
  { value: 'private', label: 'Private' },
  { value: 'team', label: 'Team' },
  { value: 'public', label: 'Everyone' },
];

export const LEAD_OPTIONS: SelectOption[] = [
  { value: 'ana', label: 'Ana Silva' },
  { value: 'kenji', label: 'Kenji Sato' },
  { value: 'priya', label: 'Priya Shah' },
  { value: 'tom', label: 'Tom Becker' },
];

export const projectSettingsSchema = yup.object({
  name: yup.string().trim().required('Project name is required').max(80, 'Keep it under 80 characters'),
  key: yup
    .string()
    .trim()
    .required('Key is required')
    .matches(/^[A-Z][A-Z0-9]{1,9}$/, '2 to 10 capital letters or digits, starting with a letter'),
  description: yup.string().max(500, 'Keep it under 500 characters'),
  visibility: yup.string().required('select any option'),
  lead: yup.string(),
  startDate: yup.string(),
  dueDate: yup.string().test('after-start', 'The due date comes after the start', function afterStart(value) {
    const start = (this.parent as ProjectSettingsValues).startDate;
    return !value || !start || value >= start;
  }),
  hoursPerWeek: yup
    .string()
    .required('Hours are required')
    .matches(/^\d+$/, 'Enter a whole number')
    .test('hours-range', 'From 1 to 80 hours', (value) => !value || (Number(value) >= 1 && Number(value) <= 80)),
  notifyEmail: yup.boolean(),
  notifyInApp: yup.boolean(),
  weeklyReport: yup.boolean(),
});

/** The stored values over the defaults, keeping only known fields of the right type. */
export function projectSettingsFrom(stored: unknown): ProjectSettingsValues {
  const values = { ...PROJECT_SETTINGS_DEFAULTS };
  if (typeof stored !== 'object' || stored === null) return values;
  const record = stored as Record<string, unknown>;
  for (const field of Object.keys(values) as Array<keyof ProjectSettingsValues>) {
    const value = record[field];
    if (typeof value === typeof values[field]) (values as Record<string, unknown>)[field] = value;
  }
  return values;
}

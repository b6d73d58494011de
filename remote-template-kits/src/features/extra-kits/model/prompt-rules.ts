// The sweet alert page's prompts: the rule each answer must meet before its dialog closes.
import { object, string, type StringSchema } from 'yup';

export interface PromptValues {
  answer: string;
}

/** The form of a prompt whose answer meets `rule` (any text, when it has none). */
export function promptSchema(rule: StringSchema = string()) {
  return object({ answer: rule });
}

export const projectNameRule = string().trim().required('Enter a name').max(40, 'Use at most 40 characters');

const EMAIL_MESSAGE = 'Enter an email address such as ana@example.com';

export const teammateEmailRule = string()
  .trim()
  .required(EMAIL_MESSAGE)
  .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_MESSAGE);

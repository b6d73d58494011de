// An email address as the kit's forms ask for one: trimmed, with a name, an @ and a domain with a dot.
import { string } from 'yup';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MESSAGE = 'Enter an email address such as name@company.com.';

export const emailAddressRule = string().trim().required(EMAIL_MESSAGE).matches(EMAIL, EMAIL_MESSAGE);

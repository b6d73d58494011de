// The contacts demo API's records (docs/demo-api.md), as /api/user/* sends and takes them.

export const CONTACT_GENDERS = ['male', 'female', 'other'] as const;
export type ContactGender = (typeof CONTACT_GENDERS)[number];

export interface Contact {
  id: number;
  name: string;
  age: number;
  gender: ContactGender;
  company: string;
  email: string;
  phone: string;
  address: string;
  /** Money, at most 2 decimals, never negative. */
  balance: number;
  isActive: boolean;
  /** A picture the app holds: a data:image URI or a path in the app; empty when there is none. */
  imgUrl: string;
  /** The server's version; an update based on an older one is refused (417 TimestampMismatchError). */
  modified: string;
}

/** The editable fields of a contact, the body of `POST /api/user/add`. */
export type ContactFields = Omit<Contact, 'id' | 'modified'>;

export const CONTACT_NAME_MAX = 100;
export const CONTACT_TEXT_MAX = 140;
export const CONTACT_ADDRESS_MAX = 300;
export const CONTACT_AGE_MAX = 150;
/** Digits, spaces, "+", "-", "(", ")" and ".", with 6 to 20 digits. */
export const CONTACT_PHONE_PATTERN = /^(?=(?:\D*\d){6,20}\D*$)\+?[\d\s().-]+$/;

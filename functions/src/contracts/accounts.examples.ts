// Test data: every validation message of the account forms, one row each, with the value that triggers it and the exact text (spec 5).
import { EMAIL_EXAMPLE, PASSWORD_RULE } from './accounts.js';

export type AccountFormName = 'register' | 'profile' | 'account' | 'contact';

interface MessageRow {
  form: AccountFormName;
  field: string;
  value: unknown;
  message: string;
}

export const VALID: Record<AccountFormName, Record<string, string>> = {
  register: {
    first_name: 'Ann Marie',
    last_name: 'Lee',
    email: 'ann@example.com',
    address: '12 Garden Row',
    password: 'Sunroom#2024',
    confirm_password: 'Sunroom#2024',
  },
  profile: { first_name: 'Zoë', last_name: "O'Neil-Brown", user_name: 'zoe.designs_1' },
  account: {
    address: '12 Garden Row',
    unit: 'Apt 4',
    zip: '12345-6789',
    city: 'Winston-Salem',
    state: 'North Carolina',
    country: 'United States',
  },
  contact: {
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: '+1 (555) 010-2030',
    subject: 'A question',
    message: 'Can a designer help with my living room?',
  },
};

const long = (n: number) => 'a'.repeat(n);
const invalidEmail = `Email must be a valid email address (e.g., ${EMAIL_EXAMPLE})`;

export const MESSAGE_ROWS: MessageRow[] = [
  { form: 'register', field: 'first_name', value: '  ', message: 'First Name is required' },
  { form: 'register', field: 'first_name', value: 'Ann#Marie', message: 'First Name can only contain letters and spaces' },
  { form: 'register', field: 'last_name', value: '', message: 'Last Name is required' },
  { form: 'register', field: 'last_name', value: 'Lee2', message: 'Last Name can only contain letters and spaces' },
  { form: 'register', field: 'email', value: '', message: 'Email is required' },
  { form: 'register', field: 'email', value: 'ann@', message: invalidEmail },
  { form: 'register', field: 'address', value: '', message: 'Address is required' },
  { form: 'register', field: 'password', value: '', message: 'Password is required' },
  { form: 'register', field: 'password', value: 'sunroom#2024', message: PASSWORD_RULE },
  { form: 'register', field: 'password', value: 'Sunroom#2024-long', message: PASSWORD_RULE },
  { form: 'register', field: 'confirm_password', value: '', message: 'Please confirm your password' },
  { form: 'register', field: 'confirm_password', value: 'Sunroom#2025', message: 'Passwords do not match' },

  { form: 'profile', field: 'first_name', value: '', message: 'First name is required' },
  { form: 'profile', field: 'first_name', value: 'Zoë3', message: 'First name can only contain letters and hyphens' },
  { form: 'profile', field: 'first_name', value: long(51), message: 'First name must be less than 50 characters' },
  { form: 'profile', field: 'last_name', value: ' ', message: 'Last name is required' },
  { form: 'profile', field: 'last_name', value: 'Lee!', message: 'Last name can only contain letters and hyphens' },
  { form: 'profile', field: 'last_name', value: long(51), message: 'Last name must be less than 50 characters' },
  { form: 'profile', field: 'user_name', value: '', message: 'Username is required' },
  { form: 'profile', field: 'user_name', value: 'ab', message: 'Username must be at least 3 characters' },
  { form: 'profile', field: 'user_name', value: long(31), message: 'Username must be less than 30 characters' },
  { form: 'profile', field: 'user_name', value: 'ann lee', message: 'Username can only contain letters, numbers, dot,and underscores' },
  { form: 'profile', field: 'user_name', value: '2024_01', message: 'Username must contain at least one alphabet' },

  { form: 'account', field: 'address', value: '', message: 'Address is required' },
  { form: 'account', field: 'address', value: long(101), message: 'Address must be less than 100 characters' },
  { form: 'account', field: 'zip', value: '', message: 'Zip code is required' },
  { form: 'account', field: 'zip', value: '1234', message: 'Please enter a valid zip code (e.g., 12345 or 12345-6789)' },
  { form: 'account', field: 'city', value: '', message: 'City is required' },
  { form: 'account', field: 'city', value: 'St. Louis', message: 'City can only contain letters and hyphens' },
  { form: 'account', field: 'city', value: long(51), message: 'City must be less than 50 characters' },
  { form: 'account', field: 'state', value: '', message: 'State is required' },
  { form: 'account', field: 'state', value: 'N-C', message: 'State can only contain letters' },
  { form: 'account', field: 'state', value: long(51), message: 'State must be less than 50 characters' },
  { form: 'account', field: 'country', value: '', message: 'Country is required' },
  { form: 'account', field: 'country', value: 'U.S.', message: 'Country can only contain letters' },
  { form: 'account', field: 'country', value: long(51), message: 'Country must be less than 50 characters' },

  { form: 'contact', field: 'name', value: '', message: 'Name is required' },
  { form: 'contact', field: 'name', value: long(101), message: 'Name must be less than 100 characters' },
  { form: 'contact', field: 'email', value: '', message: 'Email is required' },
  { form: 'contact', field: 'email', value: 'ann.example.com', message: invalidEmail },
  { form: 'contact', field: 'phone', value: 'call me', message: 'Phone number can only contain digits, spaces and + ( ) - .' },
  { form: 'contact', field: 'phone', value: '1'.repeat(26), message: 'Phone number must be less than 25 characters' },
  { form: 'contact', field: 'subject', value: '', message: 'Subject is required' },
  { form: 'contact', field: 'subject', value: long(151), message: 'Subject must be less than 150 characters' },
  { form: 'contact', field: 'message', value: '', message: 'Message is required' },
  { form: 'contact', field: 'message', value: long(5001), message: 'Message must be less than 5000 characters' },
];

/** A valid body of `form` with one field replaced. */
export function bodyWith(row: MessageRow): Record<string, unknown> {
  return { ...VALID[row.form], [row.field]: row.value };
}

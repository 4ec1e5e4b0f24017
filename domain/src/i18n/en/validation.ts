/**
 * The shared zod schemas' field messages (domain/src/messages/en.ts, `en.validation`), one key
 * each, word for word: the schemas and the server keep producing this English, and a form in
 * another language shows a message by its key (web/src/lib/i18n-validation.tsx). A test keeps the
 * two lists equal. Plain data: ICU MessageFormat strings.
 */
export default {
  email: 'Please enter a valid email address',
  signInPasswordMin: 'Password must be at least 6 characters long',
  firstName: 'First name must be at least 2 characters long',
  lastName: 'Last name must be at least 2 characters long',
  phone: 'Please enter a valid phone number',
  passwordMin8: 'Password must be at least 8 characters long',
  passwordComplexity: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordsMismatch: 'Passwords do not match',
  terms: 'Please agree to the terms and conditions',
  passwordMinPolicy: 'Password must be at least {n} characters long',
  passwordSpecial: 'Password must contain at least one special character (for example ! @ # $ %)',
  passwordNumber: 'Password must contain at least one number',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordMax: 'Password must be at most 128 characters long',
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordPersonal: 'Your password must not contain your name or email.',
  passwordAvoidHint: 'Not a common password, and not your name or email.',
  required: 'This field is required',
  emailMax: 'Email address must be at most 254 characters long',
  firstNameMax: 'First name must be at most 50 characters long',
  lastNameMax: 'Last name must be at most 50 characters long',
  phoneMax: 'Phone number must be at most 20 characters long, with at most 15 digits',
  tooLong: '{label} must be at most {max} characters long',
} as const;

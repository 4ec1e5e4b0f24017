/**
 * The longest text each kind of field takes, shared by the forms (zod schemas and input
 * maxLength) and the server. A longer value gets its own message, after the spec's rule for
 * the same field (docs/product/validation.md fixes only the minimums).
 */
export const limits = {
  /** First and last name. */
  name: 50,
  /** RFC 5321: a forward path is at most 256 octets including the angle brackets. */
  email: 254,
  /** The phone as typed, with spaces and brackets… */
  phone: 20,
  /** …and its digits: E.164 numbers have at most 15. */
  phoneDigits: 15,
  password: 128,
  /** Admin search boxes and audit-log filters. */
  search: 200,
  /** A two-factor or recovery code as typed, spaces and dashes included. */
  code: 32,
  /** Ids, link tokens and cursors the browser sends back. */
  token: 200,
  /** A staff action's written reason (a refund on /payments). */
  reason: 500,
} as const;

import { describe, expect, it } from 'vitest';
import { notificationPreferencesOf, notificationPreferencesSchema } from './account';

describe('notification preferences', () => {
  it('are on until turned off, and what is stored besides is left out', () => {
    expect(notificationPreferencesOf(null)).toEqual({ bookingEmails: true, paymentEmails: true });
    expect(notificationPreferencesOf({ bookingEmails: false, sound: true })).toEqual({
      bookingEmails: false,
      paymentEmails: true,
    });
    expect(notificationPreferencesOf({ bookingEmails: 'no' })).toEqual({ bookingEmails: true, paymentEmails: true });
  });
  it('a change names both, and nothing else', () => {
    expect(notificationPreferencesSchema.safeParse({ bookingEmails: false, paymentEmails: true }).success).toBe(true);
    expect(notificationPreferencesSchema.safeParse({ bookingEmails: false }).success).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ bookingEmails: false, paymentEmails: true, x: 1 }).success).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences, notificationPreferencesOf, notificationPreferencesSchema } from './account';

describe('notification preferences', () => {
  it('are on until turned off (SMS off until turned on), and what is stored besides is left out', () => {
    expect(notificationPreferencesOf(null)).toEqual(defaultNotificationPreferences);
    expect(defaultNotificationPreferences.smsAlerts).toBe(false);
    expect(notificationPreferencesOf({ bookingEmails: false, sound: true })).toEqual({
      ...defaultNotificationPreferences,
      bookingEmails: false,
    });
    expect(notificationPreferencesOf({ bookingEmails: 'no' })).toEqual(defaultNotificationPreferences);
  });
  it('a change names every preference, and nothing else', () => {
    const all = { ...defaultNotificationPreferences, bookingEmails: false };
    expect(notificationPreferencesSchema.safeParse(all).success).toBe(true);
    expect(notificationPreferencesSchema.safeParse({ bookingEmails: false }).success).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ ...all, x: 1 }).success).toBe(false);
  });
});

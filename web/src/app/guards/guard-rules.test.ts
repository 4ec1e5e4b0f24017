import { describe, expect, it } from 'vitest';
import { unreadBadge as badgeText } from '@espasyo/domain/notifications/notifications';
import { loadedMessages } from '@/lib/i18n';
import { listTypes, missingSteps } from './guard-rules';

describe('guard and navigation rules', () => {
  it('names the allowed account types in the restricted message', () => {
    const types = loadedMessages('en', 'guards')!.types; // the catalogue, loaded by setup-tests.ts
    expect(listTypes(['host'], types, 'en')).toBe('host');
    expect(listTypes(['host', 'client'], types, 'en')).toBe('host and client');
    expect(listTypes(['client', 'host', 'admin'], types, 'en')).toBe('client, host and admin');
    expect(listTypes(['client', 'host'], loadedMessages('fil', 'guards')!.types, 'fil')).toBe('umuupa at host');
  });
  it('caps the unread badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
  it('links only to the checks the live settings require and the user has not done', () => {
    const user = { emailVerified: true, phoneVerified: false, idVerified: false };
    const req = {
      email: { required: true, done: true },
      phone: { required: false, done: false },
      id: { required: true, done: false },
      backgroundCheck: { required: false, done: false },
    };
    expect(missingSteps(user, 'host', req)).toEqual([{ step: 'id', to: '/host/profile#id-verification' }]);
    expect(missingSteps(user, 'client').map((s) => s.to)).toEqual([
      '/client/profile#phone',
      '/client/profile#id-verification',
    ]);
  });
  it("lists a host's background check while the settings require it (issue 30)", () => {
    const user = { emailVerified: true, phoneVerified: true, idVerified: true };
    const done = { required: true, done: true };
    const req = { email: done, phone: done, id: done, backgroundCheck: { required: true, done: false } };
    expect(missingSteps(user, 'host', req)).toEqual([
      { step: 'backgroundCheck', to: '/host/profile#background-check' },
    ]);
    expect(missingSteps(user, 'host', { ...req, backgroundCheck: done })).toEqual([]);
  });
});

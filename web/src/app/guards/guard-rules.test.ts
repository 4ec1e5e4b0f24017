import { describe, expect, it } from 'vitest';
import { badgeText } from '../../components/layout/notification-bell';
import { listTypes } from './guard-screens';

describe('guard and navigation rules', () => {
  it('names the allowed account types in the restricted message', () => {
    expect(listTypes(['host'])).toBe('host');
    expect(listTypes(['host', 'client'])).toBe('host and client');
    expect(listTypes(['client', 'host', 'admin'])).toBe('client, host and admin');
  });
  it('caps the unread badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

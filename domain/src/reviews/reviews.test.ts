import { describe, expect, it } from 'vitest';
import { emailCopyRule } from '../notifications/channels';
import { notificationSubTypes } from '../notifications/notifications';
import { reviewDaysLeft, reviewWindowClosesAt, reviewWindowOpen, shouldReveal } from './reviews';

const DAY = 86_400_000;
const end = new Date('2027-03-01T04:00:00Z');
const at = (ms: number) => new Date(end.getTime() + ms);

describe('the review window', () => {
  it('opens when the booking ends and closes 14 days later', () => {
    expect(reviewWindowOpen(end, at(-1))).toBe(false);
    expect(reviewWindowOpen(end, end)).toBe(true);
    expect(reviewWindowOpen(end, at(14 * DAY - 1))).toBe(true);
    expect(reviewWindowOpen(end, at(14 * DAY))).toBe(false);
    expect(reviewWindowClosesAt(end)).toEqual(at(14 * DAY));
  });

  it('counts a part day as one', () => {
    expect(reviewDaysLeft(end, end)).toBe(14);
    expect(reviewDaysLeft(end, at(11 * DAY))).toBe(3);
    expect(reviewDaysLeft(end, at(14 * DAY - 1))).toBe(1);
    expect(reviewDaysLeft(end, at(15 * DAY))).toBe(0);
  });

  it('reveals when both have written or the window has closed', () => {
    expect(shouldReveal(true, end, end)).toBe(true);
    expect(shouldReveal(false, end, at(13 * DAY))).toBe(false);
    expect(shouldReveal(false, end, at(14 * DAY))).toBe(true);
  });
});

describe('review notifications', () => {
  it('every review subType has its email copy under reviewEmails and the reviewNotifications switch, sent by notify', () => {
    const subTypes = ['new_review', 'review_waiting', 'review_reminder', 'review_hidden', 'review_restored'] as const;
    for (const s of subTypes) {
      expect(notificationSubTypes).toContain(s);
      expect(emailCopyRule('review', s)).toEqual({
        preference: 'reviewEmails',
        setting: 'reviewNotifications',
        sentBy: 'notify',
      });
    }
  });
});

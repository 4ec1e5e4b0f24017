import {
  depositMessages,
  disputeMessages,
  en,
  forceMajeureMessages,
  handoverMessages,
  listingMessages,
  moneyMessages,
  pinGuard,
  tenancyMessages,
} from '@espasyo/domain';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../lib/i18n';

/*
 * The sent words in the catalogue (issue 34): English word for word what domain/src/messages said
 * (and the services wrote inline) before, over the cases each message has; Filipino differs.
 */

const amounts = ['₱1', '₱2,500', '₱1,290.32'];
const days = ['Fri, 1 Jan 2027', 'Sun, 1 Aug 2027'];

describe('a tenancy’s sent words (mailTenancy)', () => {
  const w = messagesFor('en', 'mailTenancy');
  const old = tenancyMessages;

  it('English is word for word the old wording', () => {
    for (const amount of amounts)
      for (const day of days) {
        const f = { amount, day };
        for (const n of [0, 1, 2, 3, 5, 7, 30])
          expect(n === 0 ? w.bills.reminderToday(f) : w.bills.reminder({ ...f, days: n })).toBe(
            old.bills.reminder(amount, day, n),
          );
        for (const n of [1, 3, 7])
          expect(w.bills.graceEnded({ ...f, days: n })).toBe(old.bills.graceEnded(amount, day, n));
        expect(w.bills.autopayReminder(f)).toBe(old.bills.autopayReminder(amount, day));
        expect(w.bills.overdue(f)).toBe(old.bills.overdue(amount, day));
        expect(w.bills.hostOverdue(f)).toBe(old.bills.hostOverdue(amount, day));
        expect(w.bills.paidClient(f)).toBe(old.bills.paidClient(amount, day));
        expect(w.bills.paidHost(f)).toBe(old.bills.paidHost(amount, day));
        expect(w.bills.repriced(f)).toBe(old.bills.repriced(amount, day));
        expect(w.bills.voided(f)).toBe(old.bills.voided(amount, day, null));
        expect(w.bills.voidedReason({ ...f, reason: 'Billed twice.' })).toBe(
          old.bills.voided(amount, day, 'Billed twice.'),
        );
        expect(w.autopay.needsApproval(f)).toBe(old.autopay.needsApproval(amount, day));
        expect(w.autopay.declined(f)).toBe(old.autopay.declined(amount, day));
        expect(w.price.changed({ ...f, title: 'Garage in Makati' })).toBe(
          old.price.changed('Garage in Makati', amount, day),
        );
        expect(w.staff.nonPayment({ title: 'Garage', day })).toBe(old.staff.nonPayment('Garage', day));
      }
    expect(w.bills.overdueLabel).toBe(old.bills.statusLabels.overdue);
    expect(w.price.subject({ title: 'Garage' })).toBe(old.price.subject('Garage'));
    expect(w.staff.nonPaymentTitle({ title: 'Garage' })).toBe(old.staff.nonPaymentTitle('Garage'));
    expect(w.subject({ title: 'Garage', news: 'Paid.' })).toBe('Garage: Paid.');
    expect(w.link({ label: w.links.payIt, url: 'https://x.test/b' })).toBe('Pay it: https://x.test/b');
    expect(Object.values(w.links)).toEqual(['Pay it', 'See the bills', 'See the tenancy', 'See your tenancy']);
  });

  it('Filipino says it in Filipino', () => {
    const fil = messagesFor('fil', 'mailTenancy');
    expect(fil.bills.reminder({ amount: '₱2,500', day: 'Biy, 1 Ene 2027', days: 3 })).toBe(
      'Due ang iyong buwanang bill na ₱2,500 sa loob ng 3 araw, sa Biy, 1 Ene 2027.',
    );
    expect(fil.links.payIt).toBe('Bayaran ito');
  });
});

describe('a booking’s other sent words (mailBookings)', () => {
  const w = messagesFor('en', 'mailBookings');

  it('English is word for word the old wording', () => {
    const fm = forceMajeureMessages.told;
    expect(w.forceMajeure.subject({ event: 'Typhoon Kristine' })).toBe(fm.subject('Typhoon Kristine'));
    expect(w.forceMajeure.message({ event: 'Typhoon Kristine', listing: 'Garage' })).toBe(
      fm.message('Typhoon Kristine', 'Garage'),
    );
    expect(w.forceMajeure.link).toBe(fm.link);

    const h = handoverMessages;
    for (const kind of ['move_in', 'move_out'] as const) {
      const k = h.kinds[kind];
      expect(w.checklists.signedTitle({ kind })).toBe(h.signedTitle(k));
      expect(w.checklists.signed({ kind, listing: 'Garage', who: 'Ana R.' })).toBe(
        h.signedMessage(k, 'Garage', 'Ana R.'),
      );
      expect(w.checklists.completeTitle({ kind })).toBe(h.completeTitle(k));
      expect(w.checklists.complete({ kind, listing: 'Garage' })).toBe(h.completeMessage(k, 'Garage'));
      expect(w.checklists.editedTitle({ kind })).toBe(h.editedTitle(k));
      expect(w.checklists.edited({ kind, listing: 'Garage' })).toBe(h.editedMessage(k, 'Garage'));
    }
    expect(w.checklists.moveOutRecordedTitle).toBe(h.moveOutRecorded);
    expect(w.checklists.moveOutRecorded({ listing: 'Garage', day: days[0] })).toBe(
      h.moveOutRecordedMessage('Garage', days[0]),
    );

    const d = depositMessages.notification;
    for (const amount of amounts) {
      expect(w.deposits.claimed({ amount })).toBe(d.claimedMessage(amount));
      expect(w.deposits.accepted({ amount })).toBe(d.acceptedMessage(amount));
      expect(w.deposits.returned({ amount })).toBe(d.returnedMessage(amount));
    }
    expect(w.deposits.claimedTitle({ listing: 'Garage' })).toBe(d.claimedTitle('Garage'));
    expect(w.deposits.acceptedTitle({ listing: 'Garage' })).toBe(d.acceptedTitle('Garage'));
    expect(w.deposits.returnedTitle({ listing: 'Garage' })).toBe(d.returnedTitle('Garage'));

    const n = disputeMessages.notification;
    for (const reason of Object.keys(disputeMessages.reasons) as (keyof typeof disputeMessages.reasons)[])
      expect(w.disputes.opened({ name: 'Ana R.', reason })).toBe(
        n.openedMessage('Ana R.', disputeMessages.reasons[reason]),
      );
    expect(w.disputes.opened({ name: 'Ana R.', reason: 'deposit' })).toBe(
      n.openedMessage('Ana R.', depositMessages.title),
    );
    expect(w.disputes.openedTitle({ listing: 'Garage' })).toBe(n.openedTitle('Garage'));
    expect(w.disputes.openedStaffTitle({ listing: 'Garage' })).toBe(n.openedStaffTitle('Garage'));
    expect(w.disputes.messageTitle({ name: 'Ana R.' })).toBe(n.messageTitle('Ana R.'));
    expect(w.disputes.resolvedTitle({ listing: 'Garage' })).toBe(n.resolvedTitle('Garage'));
    expect(w.disputes.resolvedRefund({ amount: '₱500', decision: 'The gate was broken.' })).toBe(
      `${n.resolvedRefund('₱500')} The gate was broken.`,
    );
    expect(w.disputes.resolvedNoRefund({ decision: 'No fault found.' })).toBe(`${n.resolvedNoRefund} No fault found.`);
  });

  it('the gate’s notices: English as the service wrote it inline', () => {
    const g = w.gate;
    for (const [where, old] of [
      [g.whereSpace({ title: 'Garage' }), '"Garage"'],
      [g.whereAll, 'your spaces'],
    ]) {
      expect(where).toBe(old);
      expect(g.lockedSubject({ where })).toBe(`Check-in locked at ${old}`);
      expect(
        g.locked({ wrong: pinGuard.maxWrong, minutes: pinGuard.windowMinutes, where, lock: pinGuard.lockMinutes }),
      ).toBe(
        `${pinGuard.maxWrong} wrong PINs were typed within ${pinGuard.windowMinutes} minutes at the gate of ${old}. ` +
          `Check-in is locked for ${pinGuard.lockMinutes} minutes. If this was not you or your gate keeper, ` +
          `someone may be guessing PINs: check who has access to the check-in page.`,
      );
    }
    const f = { platform: 'Espasyo', title: 'Garage', host: 'Maria S.', link: 'https://x.test/gate/invite/t' };
    expect(g.invite.subject(f)).toBe('Espasyo: check passes at "Garage"');
    expect(g.invite.sms(f)).toBe(
      'Maria S. asks you to check Espasyo passes at the gate of "Garage". Sign in or sign up with this number, then accept: https://x.test/gate/invite/t',
    );
    expect(g.invite.named(f)).toBe(
      `Maria S. named you gate keeper of "Garage" on Espasyo: you may check renters' access passes at its gate, and nothing else of theirs.`,
    );
    expect(g.invite.accept(f)).toBe('Accept: https://x.test/gate/invite/t');
    expect(g.invite.ignore(f)).toBe('If you do not know Maria S., ignore this message.');
  });
});

describe('the account’s other emails (mailAccount)', () => {
  const w = messagesFor('en', 'mailAccount');

  it('English is word for word the old wording', () => {
    const v = en.verification;
    for (const [name, platform] of [
      ['Ana', 'Espasyo'],
      ['Juan Miguel', 'Paupahan'],
    ]) {
      const f = { name, platform };
      expect(w.verification.approved(f)).toBe(v.approvedBody(name, platform));
      expect(w.verification.rejected({ ...f, reason: 'The photo is blurred.' })).toBe(
        v.rejectedBody(name, 'The photo is blurred.', platform),
      );
      expect(w.verification.backgroundCheck(f)).toBe(v.backgroundCheck.passedBody(name, platform));
      const t = en.twoFactor;
      expect(w.twoFactor.enabled(f)).toBe(t.enabledBody(name, platform));
      expect(w.twoFactor.disabled(f)).toBe(t.disabledBody(name, platform));
      expect(w.twoFactor.recoveryRegenerated(f)).toBe(t.recoveryRegeneratedBody(name, platform));
      expect(w.twoFactor.adminReset(f)).toBe(t.adminResetBody(name, platform));
      const l = listingMessages.moderation;
      const g = { ...f, title: 'Garage in Makati', link: 'https://x.test/host/listings/l1/edit', reason: 'No photos.' };
      expect(w.listing.approvedSubject(g)).toBe(l.approvedSubject(g.title));
      expect(w.listing.approved(g)).toBe(l.approvedBody(name, g.title, g.link, platform));
      expect(w.listing.rejectedSubject(g)).toBe(l.rejectedSubject(g.title));
      expect(w.listing.rejected(g)).toBe(l.rejectedBody(name, g.title, g.reason, g.link, platform));
      expect(w.listing.pausedSubject(g)).toBe(l.pausedSubject(g.title));
      expect(w.listing.pausedReason(g)).toBe(l.pausedBody(name, g.title, g.reason, platform));
      expect(w.listing.paused(g)).toBe(l.pausedBody(name, g.title, null, platform));
    }
    expect(w.verification.approvedSubject).toBe(en.verification.approvedSubject);
    expect(w.verification.rejectedSubject).toBe(en.verification.rejectedSubject);
    expect(w.verification.backgroundCheckSubject).toBe(en.verification.backgroundCheck.passedSubject);
    expect(w.twoFactor.enabledSubject).toBe(en.twoFactor.enabledSubject);
    expect(w.twoFactor.disabledSubject).toBe(en.twoFactor.disabledSubject);
    expect(w.twoFactor.recoveryRegeneratedSubject).toBe(en.twoFactor.recoveryRegeneratedSubject);
    expect(w.twoFactor.adminResetSubject).toBe(en.twoFactor.adminResetSubject);
  });
});

describe('payouts (mailMoney)', () => {
  const w = messagesFor('en', 'mailMoney');

  it('English is word for word the old wording', () => {
    const e = moneyMessages.emails;
    const n = moneyMessages.notifications;
    for (const amount of amounts) {
      const label = 'GCash •••• 4567';
      expect(w.methodAdded.text({ label, from: days[0] })).toBe(e.methodAdded.text(label, days[0]));
      expect(w.payoutFailed.text({ amount, reason: 'Account closed.' })).toBe(
        e.payoutFailed.text(amount, 'Account closed.'),
      );
      expect(w.payoutFailed.notification({ amount, reason: 'Account closed.' })).toBe(
        n.payoutFailed(amount, 'Account closed.'),
      );
      expect(w.payoutProcessed.text({ amount, to: label, reference: 'TRX-1' })).toBe(
        e.payoutProcessed.text(amount, label, 'TRX-1'),
      );
      expect(w.payoutProcessed.notification({ amount, to: label })).toBe(n.payoutProcessed(amount, label));
    }
    expect(w.methodAdded.subject).toBe(e.methodAdded.subject);
    expect(w.payoutFailed.subject).toBe(e.payoutFailed.subject);
    expect(w.payoutProcessed.subject).toBe(e.payoutProcessed.subject);
  });
});

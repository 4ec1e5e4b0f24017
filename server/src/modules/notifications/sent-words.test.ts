import {
  adminPaymentsMessages,
  bulkEmailMessages,
  conversationMessages,
  depositMessages,
  disputeMessages,
  en,
  forceMajeureMessages,
  formatPesos,
  handoverMessages,
  listingMessages,
  moneyMessages,
  outboxMessages,
  pinGuard,
  platformReportMessages,
  reconciliationMessages,
  reviewMessages,
  systemAlertMessages,
  tenancyMessages,
  type Discrepancy,
} from '@espasyo/domain';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../lib/i18n';
import { platformReportEmail } from '../analytics/platform-report.service';
import { reconciliationEmailText } from '../payments/reconciliation/reconciliation-alert';
import { bulkEmailText } from './bulk-email.service';

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

describe('staff alerts, the reconciliation and the platform report (mailStaff)', () => {
  const w = messagesFor('en', 'mailStaff');

  it('the system alerts: English is word for word the old wording', () => {
    const a = w.alerts;
    const old = systemAlertMessages;
    expect(a.job.title({ job: 'review-reveal' })).toBe(old.job.title('review-reveal'));
    expect(a.job.message({ error: 'Timed out.' })).toBe(old.job.message('Timed out.'));
    expect(a.webhook.title({ gateway: 'PayMongo' })).toBe(old.webhook.title('PayMongo'));
    expect(a.webhook.message({ event: 'evt_1', error: 'Bad signature.' })).toBe(
      old.webhook.message('evt_1', 'Bad signature.'),
    );
    for (const kind of [
      'email',
      'sms',
      'file.delete',
      'realtime',
      'payment.refund',
      'payment.close_checkout',
      'payment.webhook',
      'payout.send',
      'notification.fanout',
      'announcement.email',
      'maintenance.email',
      'something.new',
    ]) {
      const kinds: Record<string, string> = a.outbox.what;
      const what = kinds[kind.replace(/\./g, '_')] ?? kinds.other;
      expect(what).toBe(outboxMessages.what(kind));
      expect(a.outbox.title({ what })).toBe(old.outbox.title(what));
    }
    expect(a.outbox.message({ summary: 'Your booking', error: 'SMTP down.' })).toBe(
      old.outbox.message('Your booking', 'SMTP down.'),
    );
    expect(a.payout.title).toBe(old.payout.title);
    for (const amount of amounts)
      expect(a.payout.message({ amount, host: 'Ana R. (ana@x.test)', reason: 'Account closed.' })).toBe(
        old.payout.message(amount, 'Ana R. (ana@x.test)', 'Account closed.'),
      );
    for (const n of [0, 1, 2, 11, 1000])
      expect(a.reconciliation.message({ count: n, gateway: 'Stripe' })).toBe(old.reconciliation.message(n, 'Stripe'));
    expect(a.reconciliation.failed({ error: 'Timeout.' })).toBe(old.reconciliation.failed('Timeout.'));
    for (const n of [1, 2, 1500])
      expect(a.heldBack({ message: 'The last run failed.', count: n })).toBe(
        `The last run failed.${old.suppressed(n)}`,
      );
  });

  it('the reconciliation’s email: English is word for word the old wording', () => {
    const r = w.reconciliation;
    const old = reconciliationMessages.alert;
    for (const gateway of ['sandbox', 'stripe', 'paymongo'] as const) {
      const name = adminPaymentsMessages.gateways[gateway];
      expect(r.subject({ platform: 'Espasyo', day: '2027-01-04', gateway: name })).toBe(
        old.subject('Espasyo', '2027-01-04', name),
      );
      expect(r.failedSubject({ platform: 'Espasyo', day: '2027-01-04', gateway: name })).toBe(
        old.failedSubject('Espasyo', '2027-01-04', name),
      );
    }
    const discrepancy = (i: number): Discrepancy => ({
      kind: (['missing_at_gateway', 'missing_in_ledger', 'amount_mismatch', 'fee_mismatch'] as const)[i % 4],
      item: i % 2 ? 'refund' : 'payment',
      ref: i % 3 ? `ref-${i}` : null,
      gatewayId: i % 5 ? `gw-${i}` : null,
      bookingId: null,
      ledgerAmount: i % 4 === 1 ? null : 150_000 + i,
      gatewayAmount: i % 4 === 0 ? null : 150_050,
      ledgerFee: null,
      gatewayFee: null,
      at: '2027-01-04T03:00:00.000Z',
    });
    const money = (c: number | null) => (c === null ? reconciliationMessages.detail.none : formatPesos(c));
    for (const count of [0, 1, 3, 10, 11, 14])
      for (const error of [null, 'The gateway timed out.']) {
        const discrepancies = Array.from({ length: count }, (_, i) => discrepancy(i));
        const o = { day: '2027-01-04', gateway: 'paymongo' as const, discrepancies, error };
        const lines = discrepancies
          .slice(0, 10)
          .map((d) =>
            old.line(
              reconciliationMessages.kinds[d.kind],
              reconciliationMessages.items[d.item].toLowerCase(),
              d.ref ?? d.gatewayId ?? reconciliationMessages.detail.none,
              money(d.ledgerAmount),
              money(d.gatewayAmount),
            ),
          );
        if (count > 10) lines.push(old.more(count - 10));
        expect(reconciliationEmailText('en', { ...o, firstName: 'Ana', url: 'https://x.test/admin/payments' })).toBe(
          old.text({
            firstName: 'Ana',
            day: o.day,
            gateway: 'PayMongo',
            lines,
            url: 'https://x.test/admin/payments',
            error,
          }),
        );
      }
  });

  it('the platform report: English is word for word the old wording', () => {
    const figures = (n: number) => ({
      bookingsRequested: n,
      bookingsConfirmed: n + 1,
      payments: n,
      paymentVolume: '₱45,300',
      refunded: '₱0',
      platformRevenue: '₱4,530.50',
      newClients: n,
      newHosts: n === 1 ? 1 : n + 2,
      disputesOpened: n,
      disputesResolved: 0,
    });
    for (const interval of ['daily', 'weekly', 'monthly'] as const)
      for (const n of [0, 1, 2, 1200]) {
        const o = {
          firstName: 'Ana',
          platform: 'Espasyo',
          interval,
          period: 'Mon, 4 Jan 2027 – Sun, 10 Jan 2027',
          figures: figures(n),
          url: 'https://x.test/admin',
        };
        expect(platformReportEmail('en', o)).toEqual({
          subject: platformReportMessages.subject(o.platform, interval, o.period),
          text: platformReportMessages.text(o),
        });
      }
  });

  it('Filipino says it in Filipino', () => {
    const fil = messagesFor('fil', 'mailStaff');
    expect(fil.alerts.payout.title).toBe('May payout na pumalya');
    expect(fil.alerts.heldBack({ message: 'Pumalya.', count: 3 })).toBe(
      'Pumalya. (3 pa na kaparehong uri sa nakaraang oras.)',
    );
    expect(
      platformReportEmail('fil', {
        firstName: 'Bea',
        platform: 'Espasyo',
        interval: 'weekly',
        period: 'Lun, 4 Ene 2027 – Lin, 10 Ene 2027',
        figures: {
          bookingsRequested: 3,
          bookingsConfirmed: 2,
          payments: 2,
          paymentVolume: '₱5,000',
          refunded: '₱0',
          platformRevenue: '₱500',
          newClients: 1,
          newHosts: 0,
          disputesOpened: 0,
          disputesResolved: 0,
        },
        url: 'https://x.test/admin',
      }).subject,
    ).toBe('Lingguhang report ng Espasyo: Lun, 4 Ene 2027 – Lin, 10 Ene 2027');
  });
});

describe('reviews and the emails sent to many (mailPeople)', () => {
  const w = messagesFor('en', 'mailPeople');

  it('the review notifications: English is word for word the old wording', () => {
    const r = w.reviews;
    const old = reviewMessages.notification;
    for (const rating of [1, 2, 5])
      expect(r.newReview.title({ author: 'Ana R.', rating })).toBe(old.newReview.title('Ana R.', rating));
    expect(r.newReview.message({ listing: 'Garage', comment: 'Clean and safe.' })).toBe(
      old.newReview.message('Garage', 'Clean and safe.'),
    );
    expect(r.waiting.titleForHost({ name: 'Ana R.' })).toBe(old.waiting.titleForHost('Ana R.'));
    expect(r.waiting.titleForClient({ name: 'Maria S.' })).toBe(old.waiting.titleForClient('Maria S.'));
    expect(r.reminder.openTitleForClient({ listing: 'Garage' })).toBe(old.reminder.openTitleForClient('Garage'));
    expect(r.reminder.openTitleForHost({ name: 'Ana R.' })).toBe(old.reminder.openTitleForHost('Ana R.'));
    expect(r.reminder.closingMessage({ listing: 'Garage' })).toBe(old.reminder.closingMessage('Garage'));
    for (const days of [0, 1, 2, 3, 14]) {
      expect(r.waiting.message({ listing: 'Garage', days })).toBe(old.waiting.message('Garage', days));
      expect(r.reminder.openMessage({ days })).toBe(old.reminder.openMessage(days));
      expect(r.reminder.closingTitle({ days })).toBe(old.reminder.closingTitle(days));
    }
    expect(r.hidden.title({ listing: 'Garage' })).toBe(old.hidden.title('Garage'));
    expect(r.hidden.message({ reason: 'Personal details.' })).toBe(old.hidden.message('Personal details.'));
    expect(r.restored.title({ listing: 'Garage' })).toBe(old.restored.title('Garage'));
    expect(r.restored.message).toBe(old.restored.message);
  });

  it('a chat message’s stored title and photo line (emails.chat): English is word for word the old wording', () => {
    const chat = messagesFor('en', 'emails').chat;
    expect(chat.newMessage({ name: 'Ana R.' })).toBe(conversationMessages.notification.title('Ana R.'));
    expect(chat.newMessage({ name: 'Jo (Espasyo support)' })).toBe(
      conversationMessages.notification.title('Jo (Espasyo support)'),
    );
    expect(chat.photo).toBe(conversationMessages.notification.photo);
  });

  it('the bulk emails’ frame: English is word for word the old wording', () => {
    for (const settingsLink of [null, 'https://x.test/client/settings/notifications']) {
      const r = { firstName: 'Ana', settingsLink, language: 'en' as const };
      const news = bulkEmailMessages.marketing({
        ...r,
        platform: 'Espasyo',
        title: 'New spaces in Cebu',
        body: 'Line one.\nLine two.',
      });
      expect(bulkEmailText(r, { platform: 'Espasyo', body: ['Line one.\nLine two.'], why: 'news' })).toBe(news.text);
      const down = bulkEmailMessages.maintenance({ ...r, platform: 'Espasyo', message: 'Back at 6 AM.' });
      const b = w.bulk;
      expect(b.maintenanceSubject({ platform: 'Espasyo' })).toBe(down.subject);
      expect(
        bulkEmailText(r, {
          platform: 'Espasyo',
          body: ['Back at 6 AM.', b.maintenanceKept({ platform: 'Espasyo' })],
          why: 'maintenance',
        }),
      ).toBe(down.text);
    }
  });
});

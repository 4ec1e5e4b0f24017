import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

const accounts = `'gateway_clearing','gateway_fees','platform_fees','cancellation_fees','tax_payable','platform_adjustments','withholding_payable','host_pending','host_available','host_payout_pending','host_paid_out','host_debt','host_held'`;

/**
 * A payment under review (issue 29, decision 0061): a payment whose amount or currency did not
 * match what was asked is `under_review`, not `paid` with a flag; its money is in the ledger, held
 * for the payer in `payments_under_review`, and goes back (refund reason `unconfirmed_payment`)
 * when its booking can no longer be paid. The payments flagged before become under review here,
 * with their money entered as it would be now (the received amount, and the gateway's fee); one
 * whose booking no longer awaits payment is refunded by the next reconciliation pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table payments drop constraint payments_status_check;
    alter table payments add constraint payments_status_check check (status in ('open','paid','under_review','failed','expired','refunded','partially_refunded'));
    alter table refunds drop constraint refunds_reason_check;
    alter table refunds add constraint refunds_reason_check check (reason in ('cancellation','late_payment','duplicate_payment','unconfirmed_payment','admin'));
    alter table ledger_entries drop constraint ledger_entries_account_check;
    alter table ledger_entries add constraint ledger_entries_account_check check (account in (${accounts},'payments_under_review'));
    update payments set status = 'under_review' where status = 'paid' and flag is not null;
    insert into ledger_entries (id, transaction_id, kind, account, amount, booking_id, payment_id, created_at)
      select 'under-review-' || p.id || '-' || x.n, 'under-review-' || p.id, 'payment', x.account, x.amount, p.booking_id, p.id, coalesce(p.paid_at, now())
      from payments p cross join lateral (values (1, 'gateway_clearing', p.received_amount), (2, 'payments_under_review', -p.received_amount)) x(n, account, amount)
      where p.status = 'under_review' and p.received_amount > 0;
    insert into ledger_entries (id, transaction_id, kind, account, amount, booking_id, payment_id, created_at)
      select 'under-review-fee-' || p.id || '-' || x.n, 'under-review-fee-' || p.id, 'gateway_fee', x.account, x.amount, p.booking_id, p.id, coalesce(p.paid_at, now())
      from payments p cross join lateral (values (1, 'gateway_fees', p.gateway_fee), (2, 'gateway_clearing', -p.gateway_fee)) x(n, account, amount)
      where p.status = 'under_review' and p.gateway_fee > 0;
    create index payments_under_review_idx on payments (booking_id) where status = 'under_review';
  `,
  );
}

/**
 * Back to flagged payments that never enter the ledger: their lines go (their receipts, refunds
 * and fees, each balanced), one still under review is paid with its flag again, and one that went
 * back stays refunded, its refund kept as staff's with a note (never refunded twice).
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index payments_under_review_idx;
    delete from ledger_entries where transaction_id in (select transaction_id from ledger_entries where account = 'payments_under_review');
    delete from ledger_entries where kind = 'gateway_fee' and payment_id in (select id from payments where flag is not null);
    update refunds set reason = 'admin', note = 'Refunded when its booking ended: the amount the gateway reported did not match.' where reason = 'unconfirmed_payment';
    update payments set status = 'paid' where status = 'under_review';
    alter table ledger_entries drop constraint ledger_entries_account_check;
    alter table ledger_entries add constraint ledger_entries_account_check check (account in (${accounts}));
    alter table refunds drop constraint refunds_reason_check;
    alter table refunds add constraint refunds_reason_check check (reason in ('cancellation','late_payment','duplicate_payment','admin'));
    alter table payments drop constraint payments_status_check;
    alter table payments add constraint payments_status_check check (status in ('open','paid','failed','expired','refunded','partially_refunded'));
  `,
  );
}

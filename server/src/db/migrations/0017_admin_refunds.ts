import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Staff refunds (issue 20, "Money", admin /payments): a refund's reason may be `admin` (staff
 * refunded the payment in full or in part), and `note` keeps the reason staff wrote for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table refunds drop constraint refunds_reason_check;
    alter table refunds add constraint refunds_reason_check check (reason in ('cancellation','late_payment','duplicate_payment','admin'));
    alter table refunds add column note text;
    create index payments_created_idx on payments (created_at desc, id desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index payments_created_idx;
    delete from refunds where reason = 'admin';
    alter table refunds drop column note;
    alter table refunds drop constraint refunds_reason_check;
    alter table refunds add constraint refunds_reason_check check (reason in ('cancellation','late_payment','duplicate_payment'));
  `,
  );
}

import {
  bankName,
  maskAccount,
  payoutMethodLabel,
  payoutProcess,
  type AdminPayout,
  type Payout,
  type PayoutMethodType,
  type PayoutMethodView,
} from '@espasyo/domain';
import type { AdminPayoutRow, PayoutMethodRow, PayoutRow } from './payouts.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A method as its host sees it: the number masked, always. */
export function toPayoutMethodView(r: PayoutMethodRow): PayoutMethodView {
  return {
    id: r.id,
    type: r.type,
    label: payoutMethodLabel(r),
    accountName: r.accountName,
    maskedNumber: maskAccount(r.accountNumber),
    bankCode: r.bankCode,
    isDefault: r.isDefault,
    usableFrom: iso(r.usableFrom),
    createdAt: iso(r.createdAt),
  };
}

/** The method as a payout keeps it (payouts.method): what it was sent to, masked. */
export interface PayoutMethodSnapshot {
  type: PayoutMethodType;
  label: string;
  accountName: string;
  bank: string | null;
}

export const snapshotOf = (m: PayoutMethodRow): PayoutMethodSnapshot => ({
  type: m.type,
  label: payoutMethodLabel(m),
  accountName: m.accountName,
  bank: m.type === 'bank' ? bankName(m.bankCode) : null,
});

export function toPayout(r: PayoutRow): Payout {
  const method = r.method as PayoutMethodSnapshot;
  const amount = r.amount;
  const withholding = r.withholding;
  return {
    id: r.id,
    amount,
    withholding,
    net: amount - withholding,
    status: r.status,
    method: { type: method.type, label: method.label },
    requestedBy: r.requestedBy,
    reference: r.reference,
    failureReason: r.failureReason,
    createdAt: iso(r.createdAt),
    processedAt: r.processedAt ? iso(r.processedAt) : null,
  };
}

/** A payout in staff's queue (only admins read it), with what they may do to it now (the process table). */
export function toAdminPayout(r: AdminPayoutRow): AdminPayout {
  return {
    ...toPayout(r),
    host: { id: r.hostId, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email },
    accountName: r.accountName,
    actions: payoutProcess.actionsFor(r.status, 'admin'),
  };
}

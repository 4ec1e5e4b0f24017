import { AppError, ErrorCode, paymentMessages, paymentProcess, refundProcess } from '@espasyo/domain';
import type { ProcessBinding } from '../../process/engine';
import type { PaymentRow, RefundRow } from './payments.repository';

const movedOn = () => new AppError(ErrorCode.invalidTransition, paymentMessages.movedOn);

/**
 * The payment process (domain/src/bookings/payment-process.ts) bound to the payments table. What
 * settling, closing or refunding a payment does besides its status (the ledger, a refund row, the
 * gateway's task, the notifications) is the payments services', in the same transaction; every
 * status change comes through the engine, with its event row.
 */
export const paymentLifecycle: ProcessBinding<typeof paymentProcess, PaymentRow> = {
  process: paymentProcess,
  table: 'payments',
  guards: {},
  effects: {},
  refused: (action) =>
    action === 'refund' || action === 'refund_part'
      ? new AppError(ErrorCode.paymentNotRefundable, paymentMessages.adminRefund.notPaid)
      : movedOn(),
  notFound: () => new AppError(ErrorCode.notFound, paymentMessages.adminRefund.notFound),
};

/** The refund process bound to the refunds table: made pending, then succeeded or failed. */
export const refundLifecycle: ProcessBinding<typeof refundProcess, RefundRow> = {
  process: refundProcess,
  table: 'refunds',
  guards: {},
  effects: {},
  refused: movedOn,
  notFound: () => new AppError(ErrorCode.notFound, paymentMessages.adminRefund.notFound),
};

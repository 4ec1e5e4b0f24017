import { AppError, depositMessages as m, depositProcess, ErrorCode, paymentMessages } from '@espasyo/domain';
import type { ProcessBinding } from '../../../process/engine';
import type { DepositRow } from './deposits.repository';

/**
 * The deposit process (domain/src/deposits/process.ts) bound to the deposits table (issue 33). Its
 * money (the ledger, the refund, the gateway's task) is deposits.service.ts's, in the same
 * transaction; every status change comes through the engine, with its event row.
 */
export const depositLifecycle: ProcessBinding<typeof depositProcess, DepositRow> = {
  process: depositProcess,
  table: 'deposits',
  guards: {
    // A claim comes before the return is due (none due yet: the stay runs, or its move-out waits for a signature).
    before_return_due: (f) => !f.row?.returnDueAt || f.now < new Date(f.row.returnDueAt),
  },
  effects: {},
  due: (r) =>
    r.status === 'held'
      ? { action: 'return', at: r.returnDueAt ? new Date(r.returnDueAt) : null }
      : r.status === 'claimed'
        ? { action: 'lapse', at: r.responseDueAt ? new Date(r.responseDueAt) : null }
        : { action: null, at: null },
  refused: (action) =>
    action === 'claim'
      ? new AppError(ErrorCode.invalidTransition, m.errors.claimClosed)
      : action === 'accept' || action === 'dispute'
        ? new AppError(ErrorCode.invalidTransition, m.errors.notClaimed)
        : new AppError(ErrorCode.invalidTransition, paymentMessages.movedOn),
  notFound: () => new AppError(ErrorCode.notFound, m.errors.notFound),
};

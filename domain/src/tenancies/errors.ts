import { AppError, ErrorCode } from '../errors';
import { formatDay } from '../format';
import { tenancyMessages as m } from '../messages/tenancies';
import type { NoticeOutcome, NoticeParty } from './notice';
import type { BillAction, BillStatus, TenancyAction, TenancyStatus } from './process';
import { noticeTooSoonMessage } from './words';

/** The tenancy's table does not let this happen from its status. */
export const tenancyTransitionRefused = (action: TenancyAction, status: TenancyStatus | null) =>
  new AppError(
    ErrorCode.invalidTransition,
    m.notAllowed(m.actionDone[action], status ? m.statusLabels[status].toLowerCase() : ''),
  );

/** The bill's table does not let this happen from its status. */
export const billTransitionRefused = (action: BillAction, status: BillStatus | null) =>
  new AppError(
    ErrorCode.invalidTransition,
    m.bills.notAllowed(m.bills.actionDone[action], status ? m.bills.statusLabels[status].toLowerCase() : ''),
  );

/** The bill is not there, or not the caller's to see. */
export const billNotFound = () => new AppError(ErrorCode.notFound, m.bills.notFound);

/** A notice noticeOutcome refused: too soon (under the end date field), or not nearer than the end already set. */
export function noticeRefused(
  outcome: Extract<NoticeOutcome, { ok: false }>,
  by: NoticeParty,
  timeZone: string,
): AppError {
  if (outcome.problem === 'alreadyEnds') {
    return new AppError(ErrorCode.tenancyAlreadyEnding, m.notice.alreadyEnds(formatDay(outcome.currentEnd, timeZone)));
  }
  const message = noticeTooSoonMessage(outcome, by, timeZone);
  return new AppError(ErrorCode.noticeTooSoon, message, { endDate: message });
}

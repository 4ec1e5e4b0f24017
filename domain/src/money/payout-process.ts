/**
 * A payout's lifecycle as data (issue 31, decisions 0038, 0072): a host's request (or the daily
 * automatic payout's) is pending until the sandbox or staff settle it, processed with the
 * transfer's reference or failed with the reason (the money available again).
 *
 *   (new) ─request→ pending ─process→ processed
 *                           ─fail→ failed
 */
import { defineProcess } from '../process/define';
import { payoutStatuses, type PayoutStatus } from './payouts';

export const payoutActions = ['request', 'process', 'fail'] as const;
export type PayoutAction = (typeof payoutActions)[number];
/** The host asks; `system` is the daily automatic payout and the sandbox's transfer; admins mark it. */
export const payoutActors = ['host', 'system', 'admin'] as const;
export type PayoutActor = (typeof payoutActors)[number];

export const payoutProcess = defineProcess<PayoutStatus, PayoutAction, PayoutActor>({
  name: 'payout',
  states: payoutStatuses,
  terminal: ['processed', 'failed'],
  actors: payoutActors,
  transitions: {
    request: { from: null, to: 'pending', by: ['host', 'system'] },
    process: { from: ['pending'], to: 'processed', by: ['admin', 'system'] },
    fail: { from: ['pending'], to: 'failed', by: ['admin', 'system'], reasonFrom: ['admin', 'system'] },
  },
});

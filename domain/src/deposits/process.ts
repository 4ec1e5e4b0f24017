/**
 * A security deposit's lifecycle as data (issue 33, decision 0089):
 *
 *   (new) ─hold→ held ─return (timer: return_due)→ returned
 *                 │    └─return_cancelled (the booking's refund, before move-in)→ returned
 *                 └─claim (host, before the return is due)→ claimed ─accept (client)→ settled
 *                                                             ├─lapse (timer: response_due)→ settled
 *                                                             └─dispute (client)→ disputed ─decide (admin)→ settled
 *
 * `held` waits for move-out: its return_due_at follows return-due.ts (7 days after the move-out
 * checklist both sides signed; 9 days after the end when nobody started one), and the host's claim
 * closes when it comes. `settled`: the host kept what was accepted or decided, the rest went back.
 */
import { defineProcess } from '../process/define';

export const depositStatuses = ['held', 'claimed', 'disputed', 'returned', 'settled'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export const depositActions = [
  'hold',
  'return',
  'return_cancelled',
  'claim',
  'accept',
  'lapse',
  'dispute',
  'decide',
] as const;
export type DepositAction = (typeof depositActions)[number];
export const depositActors = ['client', 'host', 'admin', 'system', 'payment'] as const;
export type DepositActor = (typeof depositActors)[number];

export const depositProcess = defineProcess<
  DepositStatus,
  DepositAction,
  DepositActor,
  'before_return_due',
  'return_due' | 'response_due'
>({
  name: 'deposit',
  states: depositStatuses,
  terminal: ['returned', 'settled'],
  actors: depositActors,
  transitions: {
    hold: { from: null, to: 'held', by: ['payment', 'system'] },
    return: { from: ['held'], to: 'returned', by: ['system'], at: 'return_due' },
    return_cancelled: { from: ['held'], to: 'returned', by: ['system'] },
    claim: { from: ['held'], to: 'claimed', by: ['host'], guard: 'before_return_due' },
    accept: { from: ['claimed'], to: 'settled', by: ['client'] },
    lapse: { from: ['claimed'], to: 'settled', by: ['system'], at: 'response_due' },
    dispute: { from: ['claimed'], to: 'disputed', by: ['client'] },
    decide: { from: ['disputed'], to: 'settled', by: ['admin'] },
  },
});

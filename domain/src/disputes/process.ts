/**
 * A dispute's lifecycle as data (issue 31, decisions 0048, 0072): a side of the booking opens it,
 * an admin resolves it (with a refund or none).
 *
 *   (new) ─open→ open ─resolve→ resolved
 */
import { defineProcess } from '../process/define';
import { disputeStatuses, type DisputeStatus } from './disputes';

export const disputeActions = ['open', 'resolve'] as const;
export type DisputeAction = (typeof disputeActions)[number];
export const disputeActors = ['client', 'host', 'admin'] as const;
export type DisputeActor = (typeof disputeActors)[number];

export const disputeProcess = defineProcess<DisputeStatus, DisputeAction, DisputeActor>({
  name: 'dispute',
  states: disputeStatuses,
  terminal: ['resolved'],
  actors: disputeActors,
  transitions: {
    open: { from: null, to: 'open', by: ['client', 'host'] },
    resolve: { from: ['open'], to: 'resolved', by: ['admin'] },
  },
});

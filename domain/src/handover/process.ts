/**
 * A move-in or move-out checklist's lifecycle as data (issue 33, decision 0088). Either side opens
 * it (a draft both may change); a side signs (signed_by_one); the other signs (complete), or does not
 * within 48 hours and is taken to accept (`deem`, the platform's timer). A change after one side
 * signed clears that signature (`edit`: back to draft); a complete checklist never changes. Once
 * complete, a move-in tells both sides; a move-out runs onMoveOutComplete (which tells them "Move-out
 * recorded", and where the deposit's return is scheduled). Every other step of a move-out moves the
 * deposit's due date too (`depositReturn`: a started move-out holds it, a signature waits for the
 * other side's), so the return follows deposits/return-due.ts whatever happens.
 *
 *   (new) ─open→ draft ─sign→ signed_by_one ─sign (the other side)→ complete
 *                  ↑            │  └─deem (48 h, system)→ complete
 *                  └──edit──────┘
 */
import { defineProcess } from '../process/define';

export const checklistStatuses = ['draft', 'signed_by_one', 'complete'] as const;
export type ChecklistStatus = (typeof checklistStatuses)[number];
export const checklistActions = ['open', 'sign', 'edit', 'deem'] as const;
export type ChecklistAction = (typeof checklistActions)[number];
export const checklistActors = ['client', 'host', 'system'] as const;
export type ChecklistActor = (typeof checklistActors)[number];

const sides = ['client', 'host'] as const;

export const checklistProcess = defineProcess<
  ChecklistStatus,
  ChecklistAction,
  ChecklistActor,
  /** The signer is not the side who signed already. */
  'otherSide',
  /** 48 hours after the first signature. */
  'deemedAcceptance',
  | 'storeSignature'
  | 'askOtherSide'
  | 'clearSignature'
  | 'deemOtherSide'
  | 'announceComplete'
  | 'moveOutComplete'
  /** A move-out started, signed or changed: when the deposit goes back follows (deposits/return-due.ts). */
  | 'depositReturn',
  'moveIn' | 'moveOut'
>({
  name: 'checklist',
  states: checklistStatuses,
  terminal: ['complete'],
  actors: checklistActors,
  transitions: {
    open: { from: null, to: 'draft', by: sides, effects: [{ effect: 'depositReturn', if: 'moveOut' }] },
    sign: [
      {
        from: ['draft'],
        to: 'signed_by_one',
        by: sides,
        effects: ['storeSignature', 'askOtherSide', { effect: 'depositReturn', if: 'moveOut' }],
      },
      {
        from: ['signed_by_one'],
        to: 'complete',
        by: sides,
        guard: 'otherSide',
        effects: [
          'storeSignature',
          { effect: 'announceComplete', if: 'moveIn' },
          { effect: 'moveOutComplete', if: 'moveOut' },
        ],
      },
    ],
    edit: {
      from: ['signed_by_one'],
      to: 'draft',
      by: sides,
      effects: ['clearSignature', { effect: 'depositReturn', if: 'moveOut' }],
    },
    deem: {
      from: ['signed_by_one'],
      to: 'complete',
      by: ['system'],
      at: 'deemedAcceptance',
      effects: [
        'deemOtherSide',
        { effect: 'announceComplete', if: 'moveIn' },
        { effect: 'moveOutComplete', if: 'moveOut' },
      ],
    },
  },
});

import { describe, expect, it } from 'vitest';
import { processProblems } from '../process/define';
import { checklistProcess as p, type ChecklistStatus } from './process';

describe('the checklist lifecycle (issue 33)', () => {
  it('is a consistent table', () => {
    expect(processProblems(p)).toEqual([]);
  });

  // action, from, actor, where it leads (null: refused), guard answer
  it.each([
    ['open', null, 'client', 'draft'],
    ['open', null, 'host', 'draft'],
    ['open', null, 'system', null],
    ['sign', 'draft', 'client', 'signed_by_one'],
    ['sign', 'draft', 'host', 'signed_by_one'],
    ['sign', 'draft', 'system', null],
    ['sign', 'signed_by_one', 'host', 'complete'],
    ['sign', 'complete', 'client', null],
    ['edit', 'draft', 'client', null],
    ['edit', 'signed_by_one', 'client', 'draft'],
    ['edit', 'signed_by_one', 'host', 'draft'],
    ['edit', 'complete', 'host', null],
    ['deem', 'signed_by_one', 'system', 'complete'],
    ['deem', 'signed_by_one', 'client', null],
    ['deem', 'draft', 'system', null],
  ] as const)('%s from %s by %s → %s', (action, from, actor, to) => {
    const row = p.resolve(action, from as ChecklistStatus | null, actor);
    expect(row?.to ?? null).toBe(to);
  });

  it('lets the second signature complete it only when it is the other side (the guard)', () => {
    expect(p.resolve('sign', 'signed_by_one', 'client', () => false)).toBeNull();
    expect(p.resolve('sign', 'signed_by_one', 'client', (g) => g === 'otherSide')?.to).toBe('complete');
  });

  it('waits 48 hours in signed_by_one only, then the platform completes it', () => {
    expect(p.timerOf('signed_by_one')?.action).toBe('deem');
    expect(p.timerOf('draft')).toBeNull();
    expect(p.timerOf('complete')).toBeNull();
  });

  it('runs the move-out effect only for a move-out, on either way to complete', () => {
    const second = p.resolve('sign', 'signed_by_one', 'host')!;
    const deem = p.resolve('deem', 'signed_by_one', 'system')!;
    const moveOut = (c: string) => c === 'moveOut';
    const moveIn = (c: string) => c === 'moveIn';
    expect(p.effectsOf(second, 'signed_by_one', 'host', moveOut)).toEqual(['storeSignature', 'moveOutComplete']);
    expect(p.effectsOf(second, 'signed_by_one', 'host', moveIn)).toEqual(['storeSignature', 'announceComplete']);
    expect(p.effectsOf(deem, 'signed_by_one', 'system', moveOut)).toEqual(['deemOtherSide', 'moveOutComplete']);
  });

  it('moves the deposit’s due date at every step of a move-out, never of a move-in', () => {
    const moveOut = (c: string) => c === 'moveOut';
    const moveIn = (c: string) => c === 'moveIn';
    const open = p.resolve('open', null, 'client')!;
    const first = p.resolve('sign', 'draft', 'client')!;
    const edit = p.resolve('edit', 'signed_by_one', 'host')!;
    for (const [row, from] of [
      [open, null],
      [first, 'draft'],
      [edit, 'signed_by_one'],
    ] as const) {
      expect(p.effectsOf(row, from, 'client', moveOut)).toContain('depositReturn');
      expect(p.effectsOf(row, from, 'client', moveIn)).not.toContain('depositReturn');
    }
  });

  it('shows each side the buttons of its status', () => {
    expect(p.actionsFor('draft', 'client')).toEqual(['sign']);
    expect(p.actionsFor('signed_by_one', 'host')).toEqual(['sign', 'edit']);
    expect(p.actionsFor('complete', 'client')).toEqual([]);
  });
});

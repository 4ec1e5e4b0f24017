import { describe, expect, it } from 'vitest';
import {
  checklistContentSchema,
  checklistTemplate,
  checklistWindow,
  emptyContent,
  fitContent,
  handoverLimits,
  signingProblems,
  type ChecklistKind,
  type HandoverBooking,
} from './checklists';
import { handoverMessages as m } from '../messages/handover';

const H = 3_600_000;
const D = 24 * H;
const start = new Date('2026-12-10T16:00:00Z'); // 11 Dec, 00:00 in Manila
const at = (ms: number) => new Date(start.getTime() + ms);
const days: HandoverBooking = { kind: 'days', status: 'confirmed', startsAt: start, endsAt: at(10 * D) };
const tenancy: HandoverBooking = { kind: 'tenancy', status: 'active', startsAt: start, endsAt: null };
const noticed: HandoverBooking = { ...tenancy, status: 'notice_given', endsAt: at(60 * D) };
const hours: HandoverBooking = { kind: 'hours', status: 'confirmed', startsAt: start, endsAt: at(3 * H) };

describe('when a checklist is open (issue 33, decision 0088)', () => {
  it.each<[string, ChecklistKind, HandoverBooking, Date, string]>([
    ['move-in two days before the start', 'move_in', days, at(-2 * D), 'not_yet'],
    ['move-in the day before', 'move_in', days, at(-D), 'open'],
    ['move-in on the last day', 'move_in', days, at(10 * D - 1), 'open'],
    ['move-in 13 days after the end', 'move_in', days, at(23 * D), 'open'],
    ['move-in 14 days after the end', 'move_in', days, at(24 * D), 'closed'],
    ['move-out 4 days before the end', 'move_out', days, at(6 * D), 'not_yet'],
    ['move-out 3 days before the end', 'move_out', days, at(7 * D), 'open'],
    ['move-out 14 days after the end', 'move_out', days, at(24 * D), 'closed'],
    ['an hourly move-out from its start', 'move_out', hours, at(0), 'open'],
    ['an hourly move-out before its start', 'move_out', hours, at(-1), 'not_yet'],
    ['a tenancy’s move-in a year on', 'move_in', tenancy, at(365 * D), 'open'],
    ['a tenancy’s move-out before notice', 'move_out', tenancy, at(30 * D), 'unavailable'],
    ['a tenancy’s move-out 3 days before the notice’s end', 'move_out', noticed, at(57 * D), 'open'],
    ['a tenancy’s move-out a week before the notice’s end', 'move_out', noticed, at(53 * D), 'not_yet'],
    ['a cancelled booking', 'move_in', { ...days, status: 'cancelled' }, at(0), 'unavailable'],
    ['an unpaid booking', 'move_in', { ...days, status: 'awaiting_payment' }, at(0), 'unavailable'],
    ['a completed booking’s move-out', 'move_out', { ...days, status: 'completed' }, at(11 * D), 'open'],
    ['an ended tenancy’s move-out', 'move_out', { ...noticed, status: 'ended' }, at(61 * D), 'open'],
  ])('%s: %s', (_what, kind, b, now, state) => {
    expect(checklistWindow(kind, b, now).state).toBe(state);
  });

  it('says why there is none', () => {
    expect(checklistWindow('move_out', tenancy, at(0))).toEqual({ state: 'unavailable', reason: 'no_end' });
    expect(checklistWindow('move_in', { ...days, status: 'declined' }, at(0))).toEqual({
      state: 'unavailable',
      reason: 'status',
    });
  });
});

describe('what a listing’s checklist asks', () => {
  it('follows the listing’s type and features', () => {
    const storage = checklistTemplate('storage', []);
    expect(storage.items.map((i) => i.key)).toEqual(['door', 'lock', 'lights', 'floor', 'roof']);
    expect(storage.meters).toEqual([]);
    const parking = checklistTemplate('parking', ['ev_charging', 'covered']);
    expect(parking.items.map((i) => i.key)).toEqual(['markings', 'barrier', 'surface', 'ev_charger']);
    expect(parking.meters.map((x) => x.key)).toEqual(['electricity']);
    const warehouse = checklistTemplate('warehouse', ['electricity', 'loading_dock']);
    expect(warehouse.items.map((i) => i.key)).toContain('loading_dock');
    expect(warehouse.meters).toHaveLength(1);
    expect(warehouse.areas.length).toBeGreaterThan(1);
  });

  it('asks a photo of each area, every condition and every reading before signing', () => {
    const t = checklistTemplate('storage', ['electricity']);
    const c = emptyContent(t);
    const problems = signingProblems(t, c, []);
    expect(Object.keys(problems)).toEqual([
      'photos.entrance',
      'photos.inside',
      'photos.ceiling_walls',
      'items.0.condition',
      'items.1.condition',
      'items.2.condition',
      'items.3.condition',
      'items.4.condition',
      'items.5.condition',
      'meters.0.reading',
    ]);
    const filled = {
      ...c,
      items: c.items.map((i) => ({ ...i, condition: 'good' as const })),
      meters: [{ key: 'electricity', reading: '1234.5' }],
    };
    expect(signingProblems(t, filled, ['entrance', 'inside', 'ceiling_walls', 'inside'])).toEqual({});
  });

  it('names each area still without a photo, however many the others have', () => {
    const t = checklistTemplate('warehouse', []);
    const c = { ...emptyContent(t), items: emptyContent(t).items.map((i) => ({ ...i, condition: 'good' as const })) };
    expect(signingProblems(t, c, ['entrance', 'entrance', 'floor', 'walls_racks'])).toEqual({
      'photos.ceiling': m.photoRequired('Ceiling and roof'),
    });
    expect(m.photoRequired('Ceiling and roof')).toBe('Add at least one photo of: Ceiling and roof.');
  });

  it('puts what is saved in the template’s order and refuses a key it does not have', () => {
    const t = checklistTemplate('parking', []);
    const fit = fitContent(t, { items: [{ key: 'barrier', condition: 'worn', note: 'Slow' }], meters: [], notes: '' });
    expect(fit.ok && fit.content.items.map((i) => [i.key, i.condition])).toEqual([
      ['markings', null],
      ['barrier', 'worn'],
      ['surface', null],
    ]);
    expect(fitContent(t, { items: [{ key: 'roof', condition: null, note: '' }], meters: [], notes: '' })).toEqual({
      ok: false,
      unknown: 'roof',
    });
  });

  it('limits every text field', () => {
    const long = (n: number) => 'x'.repeat(n);
    const base = { items: [], meters: [], notes: '' };
    expect(checklistContentSchema.safeParse({ ...base, notes: long(handoverLimits.notes) }).success).toBe(true);
    expect(checklistContentSchema.safeParse({ ...base, notes: long(handoverLimits.notes + 1) }).success).toBe(false);
    const item = (note: string) => ({ ...base, items: [{ key: 'door', condition: 'good', note }] });
    expect(checklistContentSchema.safeParse(item(long(handoverLimits.itemNote + 1))).success).toBe(false);
    const meter = (reading: string) => ({ ...base, meters: [{ key: 'electricity', reading }] });
    expect(checklistContentSchema.safeParse(meter('1234.5')).success).toBe(true);
    expect(checklistContentSchema.safeParse(meter('12a')).success).toBe(false);
    expect(checklistContentSchema.safeParse(meter('1'.repeat(13))).success).toBe(false);
  });
});

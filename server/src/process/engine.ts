import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type {
  ActionOf,
  ActorOf,
  AnyProcess,
  AppError,
  ConditionOf,
  EffectOf,
  GuardOf,
  StateOf,
  TransitionRow,
} from '@espasyo/domain';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import type { DB, ProcessEventsTable } from '../db/schema';
import { newId } from '../lib/ids';

/**
 * The one writer of a status (issue 31, decision 0075). A process's table is data in domain/
 * (defineProcess); its owning module binds it to its table here — guards, effects and the columns
 * a transition writes beside the status — and every status change of a booking, listing, payment,
 * refund, payout, dispute or review goes through `transition()` (or `create()` for the rows that
 * make a record), in the caller's transaction:
 *
 *   lock the row (SELECT … FOR UPDATE) → the table: may this actor fire this action from this
 *   status? → the guard → a reason where one is needed, a timer only once due → one statement
 *   writes the status (and its columns) and the process_events row → the named effects, in order.
 *
 * The engine imports no feature: each module registers its own effects (bookings' refunds and
 * notifications, listings' email), so what a transition does is the table's word and the module's
 * code. Repositories cannot write `status` (their update types omit it) and
 * no-direct-status-write.test.ts fails on a write anywhere else.
 */

/** The tables whose status a process moves. */
export type ProcessTable =
  | 'bookings'
  | 'bills'
  | 'listings'
  | 'payments'
  | 'refunds'
  | 'payouts'
  | 'disputes'
  | 'reviews'
  | 'handoverChecklists'
  | 'deposits';

/** Who fires a transition: a role of the process, and the user (null for the platform or a gateway). */
export interface ProcessActor<R extends string = string> {
  role: R;
  userId: string | null;
}

type Row<P extends AnyProcess> = TransitionRow<
  StateOf<P>,
  ActionOf<P>,
  ActorOf<P>,
  GuardOf<P>,
  string,
  EffectOf<P>,
  ConditionOf<P>
>;

/** A process_events row: one transition of one record. */
export type ProcessEventRow = Selectable<ProcessEventsTable>;

/** What a transition did: the record after it, where it came from, the effects it ran, the event it wrote. */
export interface Moved<P extends AnyProcess, R> {
  row: R;
  /** The record before (null: the transition made it). */
  before: R | null;
  action: ActionOf<P>;
  from: StateOf<P> | null;
  to: StateOf<P>;
  effects: EffectOf<P>[];
  actor: ProcessActor<ActorOf<P>>;
  reason: string | null;
  /** The process_events row written with the status (as written: the caller need not read it back). */
  event: ProcessEventRow;
}

/** What an effect is run with; `input` is the caller's, one object shared by the effects of a transition. */
export interface EffectInput<P extends AnyProcess, R, X> {
  ctx: AppContext;
  tx: Executor;
  moved: Moved<P, R>;
  input: X;
}

/** What a guard, and the columns written with a status, are computed from. */
export interface TransitionFacts<P extends AnyProcess, R, X> {
  ctx: AppContext;
  tx: Executor;
  /** The record as locked (null: it is being made). */
  row: R | null;
  action: ActionOf<P>;
  from: StateOf<P> | null;
  to: StateOf<P>;
  actor: ProcessActor<ActorOf<P>>;
  reason: string | null;
  effects: EffectOf<P>[];
  now: Date;
  input: X;
  /** Creating: the new record's values (as given, before the status). */
  values?: Record<string, unknown>;
}

/** A process bound to its table by its owning module. */
export interface ProcessBinding<P extends AnyProcess, R extends { id: string; status: string }, X = undefined> {
  process: P;
  table: ProcessTable;
  /** The columns answered (default: every column). */
  columns?: readonly string[];
  /** Each guard of the table, checked on the record before it moves (or, creating, on the caller's input). */
  guards: Record<GuardOf<P>, (f: Omit<TransitionFacts<P, R, X>, 'to' | 'effects'>) => boolean | Promise<boolean>>;
  /**
   * Each named effect, run after the status is written, in the same transaction (what must wait for
   * the commit is an outbox task written there). null: it is written with the status (`write`), or
   * there is nothing to run — the comment beside it says why.
   */
  effects: Record<EffectOf<P>, ((e: EffectInput<P, R, X>) => Promise<void>) | null>;
  /** The record's named conditions (an effect's `if`). */
  conditions?: Record<ConditionOf<P>, (row: R) => boolean>;
  /** Columns written with the status: timestamps, the reason, the next timer (updated_at is written anyway). */
  write?: (f: TransitionFacts<P, R, X>) => Record<string, unknown>;
  /** The timer due on the record (a process with `at` rows): a timer fires only when it is its action and its moment has come. */
  due?: (row: R) => { action: string | null; at: Date | null };
  /** The table does not let this actor fire this action from this status (the module's words). */
  refused: (action: ActionOf<P>, status: StateOf<P> | null) => AppError;
  notFound: () => AppError;
  /** A reason is required and none was given. */
  reasonRequired?: () => AppError;
  /** A timer fired before its moment. */
  notDue?: () => AppError;
  /** The table's row is there but its guard does not hold (default: refused). */
  guardFailed?: (action: ActionOf<P>, status: StateOf<P> | null) => AppError;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBinding = ProcessBinding<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Executor) => db as unknown as Kysely<any>;

/**
 * The bindings by process name, registered once by the composition (modules/index.ts), so a module
 * moves another's record by its process without importing that module: payments fires a booking's
 * `pay` and `cancel`, and bookings reach payments only through their effects (decision 0078).
 */
const bound = new Map<string, AnyBinding>();

/** Registers the binding of a process (its owning module's guards, effects and columns). */
export function bindProcess(b: AnyBinding): void {
  bound.set(b.process.name, b);
}

/**
 * `transition()` of a record of `process` through the binding its owning module registered: for
 * a module below that one. `input` is what the owner's effects are run with (its own shape).
 */
export function fire<P extends AnyProcess>(
  ctx: AppContext,
  tx: Executor,
  process: P,
  m: { id: string; action: ActionOf<P>; actor: ProcessActor<ActorOf<P>>; reason?: string | null; input?: unknown },
): Promise<Moved<P, { id: string; status: StateOf<P> }>> {
  const b = bound.get(process.name);
  if (!b) throw new Error(`The ${process.name} process is not bound (modules/index.ts: bindProcess).`);
  return transition(ctx, tx, b, m);
}

/** Every guard the rows of `action` (any creation row when null) that leave `status` name, answered. */
async function guardsOf<P extends AnyProcess, R extends { id: string; status: string }, X>(
  b: ProcessBinding<P, R, X>,
  candidates: Row<P>[],
  facts: Omit<TransitionFacts<P, R, X>, 'to' | 'effects'>,
) {
  const answers = new Map<string, boolean>();
  for (const r of candidates) {
    if (!r.guard || answers.has(r.guard)) continue;
    const g = r.guard as GuardOf<P>;
    answers.set(r.guard, await b.guards[g](facts));
  }
  return (g: GuardOf<P>) => answers.get(g) === true;
}

/** Finds the row to fire, or the error the table, the guard, a missing reason or an early timer gives. */
async function choose<P extends AnyProcess, R extends { id: string; status: string }, X>(
  b: ProcessBinding<P, R, X>,
  facts: Omit<TransitionFacts<P, R, X>, 'to' | 'effects'>,
  action: ActionOf<P> | null,
): Promise<Row<P>> {
  const p = b.process;
  const from = facts.from;
  const leaving = (p.rows as Row<P>[]).filter(
    (r) =>
      (action === null || r.action === action) &&
      (r.from === null ? from === null : from !== null && r.from.includes(from)) &&
      (r.by as readonly string[]).includes(facts.actor.role),
  );
  const holds = await guardsOf(b, leaving, facts);
  const row = p.resolve(action, from, facts.actor.role, holds) as Row<P> | null;
  const named = (action ?? leaving[0]?.action) as ActionOf<P>;
  if (!row) throw leaving.length && b.guardFailed ? b.guardFailed(named, from) : b.refused(named, from);
  if (facts.reason === null && (row.reasonFrom as readonly string[] | undefined)?.includes(facts.actor.role)) {
    throw b.reasonRequired ? b.reasonRequired() : b.refused(row.action, from);
  }
  if (row.at && facts.row && b.due) {
    const due = b.due(facts.row);
    if (due.action !== row.action || !due.at || due.at > facts.now)
      throw (b.notDue ?? (() => b.refused(row.action, from)))();
  }
  return row;
}

const eventOf = (
  b: AnyBinding,
  recordId: string,
  m: { action: string; actor: ProcessActor; from: string | null; to: string; reason: string | null; now: Date },
): ProcessEventRow => ({
  id: newId(),
  process: b.process.name,
  recordId,
  action: m.action,
  actor: m.actor.role as DB['processEvents']['actor'],
  actorId: m.actor.userId,
  fromStatus: m.from,
  toStatus: m.to,
  reason: m.reason,
  createdAt: m.now,
});

async function runEffects<P extends AnyProcess, R extends { id: string; status: string }, X>(
  ctx: AppContext,
  tx: Executor,
  b: ProcessBinding<P, R, X>,
  moved: Moved<P, R>,
  input: X,
) {
  for (const effect of moved.effects) await b.effects[effect]?.({ ctx, tx, moved, input });
}

/**
 * Moves the record `id` by `action`, in the caller's transaction: locks it, checks the table (who
 * may fire it from its status), the guard, a reason where one is needed and a timer's moment,
 * writes the status with `patch` and the binding's columns and the event row in one statement,
 * then runs the effects. Answers what moved.
 */
export async function transition<P extends AnyProcess, R extends { id: string; status: string }, X = undefined>(
  ctx: AppContext,
  tx: Executor,
  b: ProcessBinding<P, R, X>,
  m: {
    id: string;
    action: ActionOf<P>;
    actor: ProcessActor<ActorOf<P>>;
    reason?: string | null;
    /** Other columns written with the status (a payment's gateway facts, a resolution's decision). */
    patch?: Record<string, unknown>;
    input?: X;
  },
): Promise<Moved<P, R>> {
  const db = loose(tx);
  const cols = b.columns as string[] | undefined;
  const locking = db.selectFrom(b.table).where('id', '=', m.id).forUpdate();
  const current = (await (cols ? locking.select(cols) : locking.selectAll()).executeTakeFirst()) as R | undefined;
  if (!current) throw b.notFound();
  const now = ctx.clock.now();
  const reason = m.reason ?? null;
  const input = m.input as X;
  const from = current.status as StateOf<P>;
  const facts = { ctx, tx, row: current, action: m.action, from, actor: m.actor, reason, now, input };
  const row = await choose(b, facts, m.action);
  const conditions = b.conditions as Record<string, (r: R) => boolean> | undefined;
  const effects = b.process.effectsOf(row, from, m.actor.role, (c: string) => !!conditions?.[c]?.(current));
  const write = b.write?.({ ...facts, to: row.to, effects }) ?? {};
  const updating = db
    .updateTable(b.table)
    .set({ ...m.patch, ...write, status: row.to, updatedAt: now })
    .where('id', '=', m.id);
  const update = cols ? updating.returning(cols) : updating.returningAll();
  const event = eventOf(b, m.id, { ...m, from, to: row.to, reason, now });
  const insertEvent = db.insertInto('processEvents').values(event);
  const { rows } = await sql<R>`with r as (${update}), e as (${insertEvent}) select * from r`.execute(tx);
  const moved: Moved<P, R> = {
    row: rows[0],
    before: current,
    action: row.action,
    from,
    to: row.to,
    effects,
    actor: m.actor,
    reason,
    event,
  };
  await runEffects(ctx, tx, b, moved, input);
  return moved;
}

/**
 * Makes a record through the table's creation row the actor may fire (`action`, or whichever one
 * whose guard holds), in the caller's transaction: the row with its status and the binding's
 * columns, and its first event, in one statement; then the effects. `answer` selects what is
 * answered from the inserted row (`r`; default every column), so a caller under a lock makes one
 * round trip.
 */
export async function create<P extends AnyProcess, R extends { id: string; status: string }, X = undefined, A = R>(
  ctx: AppContext,
  tx: Executor,
  b: ProcessBinding<P, R, X>,
  m: {
    values: { id: string } & Record<string, unknown>;
    actor: ProcessActor<ActorOf<P>>;
    action?: ActionOf<P>;
    reason?: string | null;
    input?: X;
    answer?: (inserted: RawBuilder<unknown>) => RawBuilder<unknown>;
  },
): Promise<Moved<P, R> & { answer: A }> {
  const db = loose(tx);
  const now = ctx.clock.now();
  const reason = m.reason ?? null;
  const input = m.input as X;
  const facts = {
    ctx,
    tx,
    row: null,
    action: m.action as ActionOf<P>,
    from: null,
    actor: m.actor,
    reason,
    now,
    input,
    values: m.values,
  };
  const row = await choose(b, facts, m.action ?? null);
  const conditions = b.conditions as Record<string, (r: R) => boolean> | undefined;
  const effects = b.process.effectsOf(row, null, m.actor.role, (c: string) => !!conditions?.[c]?.(m.values as R));
  const write = b.write?.({ ...facts, action: row.action, to: row.to, effects }) ?? {};
  const values = { ...m.values, ...write, status: row.to };
  const inserting = db.insertInto(b.table).values(values);
  const insert = b.columns ? inserting.returning(b.columns as string[]) : inserting.returningAll();
  const event = eventOf(b, m.values.id, { ...row, actor: m.actor, from: null, reason, now });
  const insertEvent = db.insertInto('processEvents').values(event);
  const select = m.answer ? m.answer(sql.table('r')) : sql`select * from r`;
  const { rows } = await sql<R & A>`with r as (${insert}), e as (${insertEvent}) ${select}`.execute(tx);
  const made: Moved<P, R> = {
    row: rows[0],
    before: null,
    action: row.action,
    from: null,
    to: row.to,
    effects,
    actor: m.actor,
    reason,
    event,
  };
  await runEffects(ctx, tx, b, made, input);
  return { ...made, answer: rows[0] };
}

/** A record's events, oldest first: its timeline. */
export function eventsOf(db: Executor, process: string, recordId: string) {
  return db
    .selectFrom('processEvents')
    .selectAll()
    .where('process', '=', process)
    .where('recordId', '=', recordId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

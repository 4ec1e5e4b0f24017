/**
 * One way to write a lifecycle down (issue 31, decision 0075): a process is a page of data — its
 * states, which of them are the end, and its transitions, each with where it starts (`from`; null:
 * it creates the record), where it leads (`to`), who may fire it (`by`: the parties of the access
 * policy, access/policy.ts, or `system` for the platform itself, `payment` or `gateway` for a
 * payment gateway's word), who must give a reason, a named guard the server checks with facts the
 * table cannot know, a timer (`at`: the named moment it fires by itself, `system` firing it), and
 * the named effects it has (each optionally only from some states, by some actors, or when a named
 * condition of the record holds). Sharetribe's process.edn is the model: a newcomer reads one page
 * to know everything that can happen to a booking, a payment or a review.
 *
 * The server's `transition()` (server/src/process/engine.ts) is the only writer of a status: it
 * locks the row, asks this table, runs the guard, writes the status and one event row, and runs
 * the effects the owning module registered. The web reads the same table (`actionsFor`) to show
 * what each person may do next.
 *
 * An action may have several rows with the same name and different guards (a listing staff paused
 * resumes into review, one its host paused goes live): the first row that leaves the status, lets
 * the actor fire it and whose guard holds is the one taken.
 */

/** An effect of a transition and when it applies (every condition given must hold; none: always). */
export interface EffectRule<S extends string, R extends string, E extends string, C extends string> {
  effect: E;
  /** Only when leaving one of these states. */
  from?: readonly S[];
  /** Only when fired by one of these. */
  by?: readonly R[];
  /** Only when this named condition of the record holds (the caller answers it). */
  if?: C;
}

export interface TransitionSpec<
  S extends string,
  R extends string,
  G extends string,
  T extends string,
  E extends string,
  C extends string,
> {
  /** The states it leaves; null: it creates the record. */
  from: readonly S[] | null;
  to: S;
  /** Who may fire it. */
  by: readonly R[];
  /** Those of `by` who must give a reason. */
  reasonFrom?: readonly R[];
  /** A named condition the server checks before it fires (the owning module says how). */
  guard?: G;
  /** A timer: the named moment it fires by itself (by `system`), once the record has waited in `from`. */
  at?: T;
  /** Parties who may start it without firing it themselves (the client's Pay opens a checkout; the gateway fires it). */
  startedBy?: readonly R[];
  /** What it does besides the status, by name, in order. */
  effects?: readonly (E | EffectRule<S, R, E, C>)[];
}

export interface ProcessSpec<
  S extends string,
  A extends string,
  R extends string,
  G extends string,
  T extends string,
  E extends string,
  C extends string,
> {
  /** The process's name: the `process` column of its event rows. */
  name: string;
  states: readonly S[];
  /** The states nothing leaves. */
  terminal: readonly S[];
  /** Everyone who may fire a transition. */
  actors: readonly R[];
  /** Each action's row, or its rows (tried in order) when a guard chooses where it leads. */
  transitions: { readonly [K in A]: TransitionSpec<S, R, G, T, E, C> | readonly TransitionSpec<S, R, G, T, E, C>[] };
}

/** One row of a process's table: an action and one way it goes. */
export type TransitionRow<
  S extends string,
  A extends string,
  R extends string,
  G extends string,
  T extends string,
  E extends string,
  C extends string,
> = TransitionSpec<S, R, G, T, E, C> & { action: A };

export interface Process<
  S extends string = string,
  A extends string = string,
  R extends string = string,
  G extends string = string,
  T extends string = string,
  E extends string = string,
  C extends string = string,
> {
  name: string;
  states: readonly S[];
  terminal: readonly S[];
  actors: readonly R[];
  actions: readonly A[];
  /** Every row, in the table's order. */
  rows: readonly TransitionRow<S, A, R, G, T, E, C>[];
  /** True when a row of `action` leaves `status` (null: a record not made yet). */
  leaves(action: A, status: S | null): boolean;
  /** True when `actor` may fire `action` on a record in `status`; guards are the caller's. */
  canFire(action: A, status: S | null, actor: string): boolean;
  /** Where `action` takes a record in `status` (its first row), or null. */
  next(action: A, status: S | null): S | null;
  /** True when `actor` must give a reason for `action`. */
  needsReason(action: A, actor: string): boolean;
  /** What `viewer` may do now on a record in `status`, in the table's order (the buttons to show). */
  actionsFor(status: S, viewer: string): A[];
  /**
   * The row `actor` fires: the first of `action`'s rows (any creation row when `action` is null
   * and `status` is null) that leaves `status`, lets `actor` fire it, and whose guard holds.
   */
  resolve(
    action: A | null,
    status: S | null,
    actor: string,
    guardHolds?: (guard: G) => boolean,
  ): TransitionRow<S, A, R, G, T, E, C> | null;
  /** The timer waiting on a record in `status`: the row with an `at` that leaves it, or null. */
  timerOf(status: S): TransitionRow<S, A, R, G, T, E, C> | null;
  /** The effects of `row` fired by `by` on a record in `from`, each once, in order. */
  effectsOf(
    row: TransitionRow<S, A, R, G, T, E, C>,
    from: S | null,
    by: string,
    holds?: (condition: C) => boolean,
  ): E[];
}

/** Any process, whatever its names. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyProcess = Process<any, any, any, any, any, any, any>;
export type StateOf<P> = P extends Process<infer S, string, string, string, string, string, string> ? S : never;
export type ActionOf<P> = P extends Process<string, infer A, string, string, string, string, string> ? A : never;
export type ActorOf<P> = P extends Process<string, string, infer R, string, string, string, string> ? R : never;
export type GuardOf<P> = P extends Process<string, string, string, infer G, string, string, string> ? G : never;
export type MomentOf<P> = P extends Process<string, string, string, string, infer T, string, string> ? T : never;
export type EffectOf<P> = P extends Process<string, string, string, string, string, infer E, string> ? E : never;
export type ConditionOf<P> = P extends Process<string, string, string, string, string, string, infer C> ? C : never;

const includes = <T>(list: readonly T[] | undefined, x: unknown) => !!list && (list as readonly unknown[]).includes(x);

/** A process from its table: the lookups every side asks, answered from the data alone. */
export function defineProcess<
  S extends string,
  A extends string,
  R extends string,
  G extends string = never,
  T extends string = never,
  E extends string = never,
  C extends string = never,
>(spec: ProcessSpec<S, A, R, G, T, E, C>): Process<S, A, R, G, T, E, C> {
  type Row = TransitionRow<S, A, R, G, T, E, C>;
  const actions = Object.keys(spec.transitions) as A[];
  const rows: Row[] = actions.flatMap((action) => {
    const t = spec.transitions[action];
    const list = (Array.isArray(t) ? t : [t]) as readonly TransitionSpec<S, R, G, T, E, C>[];
    return list.map((r) => ({ ...r, action }));
  });
  const rowsOf = (action: A) => rows.filter((r) => r.action === action);
  const leavesRow = (r: Row, status: S | null) =>
    r.from === null ? status === null : status !== null && r.from.includes(status);
  const leaves = (action: A, status: S | null) => rowsOf(action).some((r) => leavesRow(r, status));
  return {
    name: spec.name,
    states: spec.states,
    terminal: spec.terminal,
    actors: spec.actors,
    actions,
    rows,
    leaves,
    canFire: (action, status, actor) => rowsOf(action).some((r) => leavesRow(r, status) && includes(r.by, actor)),
    next: (action, status) => rowsOf(action).find((r) => leavesRow(r, status))?.to ?? null,
    needsReason: (action, actor) => rowsOf(action).some((r) => includes(r.reasonFrom, actor)),
    actionsFor: (status, viewer) =>
      actions.filter((a) =>
        rowsOf(a).some((r) => leavesRow(r, status) && (includes(r.by, viewer) || includes(r.startedBy, viewer))),
      ),
    resolve: (action, status, actor, guardHolds = () => true) =>
      (action === null ? rows : rowsOf(action)).find(
        (r) => leavesRow(r, status) && includes(r.by, actor) && (!r.guard || guardHolds(r.guard)),
      ) ?? null,
    timerOf: (status) => rows.find((r) => r.at && leavesRow(r, status)) ?? null,
    effectsOf: (row, from, by, holds = () => true) => {
      const out: E[] = [];
      for (const e of row.effects ?? []) {
        const rule: EffectRule<S, R, E, C> = typeof e === 'string' ? { effect: e } : e;
        if (rule.from && (from === null || !rule.from.includes(from))) continue;
        if (rule.by && !includes(rule.by, by)) continue;
        if (rule.if && !holds(rule.if)) continue;
        if (!out.includes(rule.effect)) out.push(rule.effect);
      }
      return out;
    },
  };
}

/**
 * What is wrong with a process's table, in words (none: it is consistent): every state named
 * exists, a terminal state is never left, a timer waits only in a state that can wait (not a
 * terminal one, one timer per state) and is fired by the platform alone, every actor named is one
 * of the process's, and every state but the terminal ones can be left.
 */
export function processProblems(p: AnyProcess): string[] {
  const out: string[] = [];
  const state = (s: string, where: string) => {
    if (!p.states.includes(s)) out.push(`${where}: ${s} is not a state of ${p.name}`);
  };
  for (const s of p.terminal) state(s, 'terminal');
  if (!p.rows.some((r) => r.from === null)) out.push(`${p.name}: no transition creates a record`);
  const timers = new Map<string, string>();
  for (const r of p.rows) {
    const where = `${p.name}.${r.action}`;
    state(r.to, where);
    for (const s of r.from ?? []) {
      state(s, where);
      if (p.terminal.includes(s)) out.push(`${where} leaves ${s}, a terminal state`);
    }
    if (r.by.length === 0) out.push(`${where}: no one may fire it`);
    for (const who of [...r.by, ...(r.reasonFrom ?? []), ...(r.startedBy ?? [])]) {
      if (!p.actors.includes(who)) out.push(`${where}: ${who} is not an actor of ${p.name}`);
    }
    for (const who of r.reasonFrom ?? [])
      if (!r.by.includes(who)) out.push(`${where}: ${who} gives a reason but cannot fire it`);
    for (const e of r.effects ?? []) {
      if (typeof e !== 'string') for (const s of e.from ?? []) state(s, `${where} (${e.effect})`);
    }
    if (r.at) {
      if (r.from === null) out.push(`${where}: a timer cannot create a record`);
      if (r.by.length !== 1 || r.by[0] !== 'system') out.push(`${where}: a timer is fired by system alone`);
      for (const s of r.from ?? []) {
        if (timers.has(s)) out.push(`${where}: ${s} already waits for ${timers.get(s)}`);
        timers.set(s, r.action);
      }
    }
  }
  for (const s of p.states) {
    if (!p.terminal.includes(s) && !p.rows.some((r) => r.from?.includes(s))) {
      out.push(`${p.name}: ${s} is not terminal but nothing leaves it`);
    }
  }
  return out;
}

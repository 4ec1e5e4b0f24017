import { centavos, type Centavos, type PayoutStatus } from '@espasyo/domain';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { PayoutMethodsTable } from '../../../db/schema';

/** The columns a payout is answered with (the process engine answers them too). */
export const payoutColumns = [
  'payouts.id',
  'payouts.hostId',
  'payouts.payoutMethodId',
  'payouts.method',
  'payouts.amount',
  'payouts.withholding',
  'payouts.status',
  'payouts.requestedBy',
  'payouts.reference',
  'payouts.failureReason',
  'payouts.processedBy',
  'payouts.createdAt',
  'payouts.processedAt',
] as const;

/** SQL for payout methods and payouts (migration 0016). */
export const payoutsRepository = {
  /** Payouts requested and not yet processed or failed (the admin dashboard's queue). */
  async pendingCount(db: Executor) {
    const row = await db
      .selectFrom('payouts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return row.n;
  },
  methods(db: Executor, hostId: string) {
    return db
      .selectFrom('payoutMethods')
      .selectAll()
      .where('hostId', '=', hostId)
      .where('removedAt', 'is', null)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },

  /** The host's methods, locked: adding, removing and choosing the default one at a time. */
  lockMethods(db: Executor, hostId: string) {
    return db
      .selectFrom('payoutMethods')
      .selectAll()
      .where('hostId', '=', hostId)
      .where('removedAt', 'is', null)
      .orderBy('createdAt')
      .forUpdate()
      .execute();
  },

  method(db: Executor, hostId: string, id: string) {
    return db
      .selectFrom('payoutMethods')
      .selectAll()
      .where('id', '=', id)
      .where('hostId', '=', hostId)
      .where('removedAt', 'is', null)
      .executeTakeFirst();
  },

  /** A method by id, removed or not (a payout names the method it was asked for). */
  methodById(db: Executor, id: string) {
    return db.selectFrom('payoutMethods').selectAll().where('id', '=', id).executeTakeFirst();
  },

  insertMethod(db: Executor, row: Insertable<PayoutMethodsTable>) {
    return db.insertInto('payoutMethods').values(row).returningAll().executeTakeFirstOrThrow();
  },

  updateMethod(db: Executor, id: string, set: Updateable<PayoutMethodsTable>) {
    return db.updateTable('payoutMethods').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },

  clearDefault(db: Executor, hostId: string, at: Date) {
    return db
      .updateTable('payoutMethods')
      .set({ isDefault: false, updatedAt: at })
      .where('hostId', '=', hostId)
      .where('isDefault', '=', true)
      .execute();
  },

  payout(db: Executor, id: string) {
    return db.selectFrom('payouts').select(payoutColumns).where('id', '=', id).executeTakeFirst();
  },

  lockPayout(db: Executor, id: string) {
    return db.selectFrom('payouts').select(payoutColumns).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async hostPayouts(db: Executor, hostId: string, limit: number, offset: number) {
    const [items, total] = await Promise.all([
      db
        .selectFrom('payouts')
        .select(payoutColumns)
        .where('hostId', '=', hostId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      db
        .selectFrom('payouts')
        .select(sql<number>`count(*)`.as('n'))
        .where('hostId', '=', hostId)
        .executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  },

  /** Staff's queue: oldest first while pending (the order they are sent in), else newest first. */
  async adminPayouts(
    db: Executor,
    f: { status?: PayoutStatus; q?: string; id?: string },
    limit: number,
    offset: number,
  ) {
    let q = db
      .selectFrom('payouts')
      .innerJoin('users', 'users.id', 'payouts.hostId')
      .innerJoin('payoutMethods', 'payoutMethods.id', 'payouts.payoutMethodId');
    if (f.status) q = q.where('payouts.status', '=', f.status);
    if (f.id) q = q.where('payouts.id', '=', f.id);
    if (f.q) {
      const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb('payouts.id', '=', f.q!),
          eb('users.email', 'ilike', like),
          eb(sql`users.first_name || ' ' || users.last_name`, 'ilike', like),
        ]),
      );
    }
    const pendingFirst = f.status === 'pending';
    const [items, total] = await Promise.all([
      q
        .select([
          ...payoutColumns,
          'users.firstName',
          'users.lastName',
          'users.email',
          'payoutMethods.accountName',
          'payoutMethods.accountNumber',
          'payoutMethods.bankCode',
        ])
        .orderBy('payouts.createdAt', pendingFirst ? 'asc' : 'desc')
        .orderBy('payouts.id', pendingFirst ? 'asc' : 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  },

  /** Hosts whose available balance reaches `minimum` with nothing owed, and their default method. */
  autoPayoutCandidates(db: Executor, minimum: Centavos) {
    return db
      .selectFrom('hostBalances')
      .innerJoin('payoutMethods', (j) =>
        j
          .onRef('payoutMethods.hostId', '=', 'hostBalances.hostId')
          .on('payoutMethods.isDefault', '=', true)
          .on('payoutMethods.removedAt', 'is', null),
      )
      .select(['hostBalances.hostId', 'payoutMethods.id as payoutMethodId'])
      .where('hostBalances.available', '>=', minimum)
      .where('hostBalances.debt', '=', centavos(0))
      .orderBy('hostBalances.hostId')
      .execute();
  },
};

export type PayoutRow = NonNullable<Awaited<ReturnType<typeof payoutsRepository.payout>>>;
export type PayoutMethodRow = NonNullable<Awaited<ReturnType<typeof payoutsRepository.method>>>;
export type AdminPayoutRow = Awaited<ReturnType<typeof payoutsRepository.adminPayouts>>['items'][number];

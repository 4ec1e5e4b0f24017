import { sql } from 'kysely';
import type { ConsentKind, LegalKind } from '@espasyo/domain';
import type { Executor } from '../../db/client';

export interface ConsentRow {
  id: string;
  userId: string;
  kind: ConsentKind;
  action: 'given' | 'withdrawn';
  version: string | null;
  deviceId: string | null;
  userAgent: string;
  sessionId: string | null;
  ip: string | null;
  createdAt: Date;
}

/** SQL for legal_texts and consents (issue 34). The consent log is only ever added to. */
export const consentsRepository = {
  /** Every version of every kind, without the bodies (the current-version cache). */
  async versions(db: Executor) {
    return db
      .selectFrom('legalTexts')
      .select(['kind', 'label', 'effectiveOn', 'publishedAt'])
      .orderBy('effectiveOn', 'desc')
      .orderBy('publishedAt', 'desc')
      .execute();
  },

  async findText(db: Executor, kind: LegalKind, label: string) {
    return db
      .selectFrom('legalTexts')
      .selectAll()
      .where('kind', '=', kind)
      .where('label', '=', label)
      .executeTakeFirst();
  },

  /** Every version with its bodies and publisher's name, for staff. */
  async allTexts(db: Executor) {
    return db
      .selectFrom('legalTexts as t')
      .leftJoin('users as u', 'u.id', 't.publishedBy')
      .select(['t.kind', 't.label', 't.effectiveOn', 't.publishedAt', 't.bodyEn', 't.bodyFil', 'u.name as publishedBy'])
      .orderBy('t.effectiveOn', 'desc')
      .orderBy('t.publishedAt', 'desc')
      .execute();
  },

  /** Inserts a version; false when its label is taken for the kind already. */
  async insertText(
    db: Executor,
    row: {
      id: string;
      kind: LegalKind;
      label: string;
      effectiveOn: string;
      bodyEn: string;
      bodyFil: string;
      publishedBy: string;
      publishedAt: Date;
    },
  ): Promise<boolean> {
    const r = await db
      .insertInto('legalTexts')
      .values(row)
      .onConflict((oc) => oc.columns(['kind', 'label']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /**
   * One entry. An agreement to a legal text's version already recorded is not recorded again (the
   * partial unique index; a burst of the same agreement makes one row): false then.
   */
  async insert(db: Executor, row: ConsentRow): Promise<boolean> {
    const q = db.insertInto('consents').values(row);
    const r = await (
      row.action === 'given' && row.version !== null
        ? q.onConflict((oc) => oc.doNothing()) // consents_agreed_once_idx
        : q
    ).executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** A person's entries, the newest first. */
  async ofUser(db: Executor, userId: string) {
    return db
      .selectFrom('consents')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute() as Promise<ConsentRow[]>;
  },

  /**
   * How many people agree to each version now: per person and kind, their latest entry, counted
   * when it agrees (a withdrawal, at account deletion, ends it).
   */
  async agreedCounts(db: Executor) {
    const rows = await sql<{ kind: LegalKind; version: string; agreed: string | number }>`
      select kind, version, count(*) as agreed from (
        select distinct on (user_id, kind) kind, version, action
        from consents where kind in ('terms', 'privacy')
        order by user_id, kind, created_at desc, id desc
      ) latest
      where action = 'given'
      group by kind, version`.execute(db);
    return rows.rows.map((r) => ({ kind: r.kind, version: r.version, agreed: Number(r.agreed) }));
  },
};

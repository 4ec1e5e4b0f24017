import {
  AppError,
  ErrorCode,
  calendarDayIn,
  consentMessages,
  currentVersionOf,
  legalKinds,
  type AdminLegal,
  type ConsentDue,
  type ConsentEntry,
  type ConsentKind,
  type ConsentState,
  type LegalKind,
  type LegalLang,
  type LegalText,
  type LegalVersionForm,
  type LegalVersions,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { record } from '../audit/audit.service';
import { consentsRepository as repo, type ConsentRow } from './consents.repository';

/*
 * The legal texts and the consent log (issue 34, Data Privacy Act of 2012; decision 0091). A ground
 * module: the modules that change a consent (sign-up, the notification choices, push devices, the
 * re-consent, account deletion) write its row with recordConsent in their own transaction.
 */

const m = consentMessages;
const iso = (d: Date | string) => new Date(d).toISOString();

/** Where a consent was given or withdrawn from: the browser's user agent, its session, its address. */
export interface ConsentDevice {
  userAgent: string;
  sessionId: string | null;
  ip: string | null;
}

/** A change the person did not make from a browser (the migration's rows, a push service dropping a device). */
export const systemDevice = (what: string): ConsentDevice => ({ userAgent: what, sessionId: null, ip: null });

export interface ConsentChange {
  userId: string;
  kind: ConsentKind;
  action: 'given' | 'withdrawn';
  /** The legal text's version (terms and privacy only). */
  version?: string | null;
  /** Web push: the push subscription's id. */
  deviceId?: string | null;
  device: ConsentDevice;
  at: Date;
}

/** One entry of the log, in the caller's transaction; false when that agreement was recorded already. */
export function recordConsent(tx: Executor, c: ConsentChange): Promise<boolean> {
  return repo.insert(tx, {
    id: newId(),
    userId: c.userId,
    kind: c.kind,
    action: c.action,
    version: c.version ?? null,
    deviceId: c.deviceId ?? null,
    userAgent: c.device.userAgent.slice(0, 500),
    sessionId: c.device.sessionId,
    ip: c.device.ip?.slice(0, 100) ?? null,
    createdAt: c.at,
  });
}

// ---- the versions: cached per database, so the session's re-consent check costs no query ----

interface VersionRow {
  kind: LegalKind;
  label: string;
  effectiveOn: string;
  publishedAt: string;
}
const CACHE_MS = 30_000;
const cached = new WeakMap<Database, { until: number; rows: Promise<VersionRow[]> }>();

/**
 * Every version's kind, label and days, read at most every 30 seconds (another instance's
 * publication shows within that; this instance's at once, invalidated). Which is current is
 * decided at each call, from the day it is.
 */
function versionRows(ctx: Pick<AppContext, 'db'>): Promise<VersionRow[]> {
  const hit = cached.get(ctx.db);
  if (hit && hit.until > Date.now()) return hit.rows;
  const rows = repo.versions(ctx.db).then((rs) => rs.map((r) => ({ ...r, publishedAt: iso(r.publishedAt) })));
  rows.catch(() => cached.delete(ctx.db));
  cached.set(ctx.db, { until: Date.now() + CACHE_MS, rows });
  return rows;
}

/** What the versions' days are read with: the database, the platform's time zone and the clock. */
export type LegalContext = Pick<AppContext, 'db' | 'settings' | 'clock'>;

async function today(ctx: LegalContext, via?: Executor): Promise<string> {
  return calendarDayIn((await ctx.settings.get(via)).general.timezone, ctx.clock.now());
}

/** The version in effect today of each kind (null: none published yet). */
export async function currentLegalVersions(ctx: LegalContext): Promise<Record<LegalKind, VersionRow | null>> {
  const [rows, day] = await Promise.all([versionRows(ctx), today(ctx)]);
  return {
    terms: currentVersionOf(
      rows.filter((r) => r.kind === 'terms'),
      day,
    ),
    privacy: currentVersionOf(
      rows.filter((r) => r.kind === 'privacy'),
      day,
    ),
  };
}

/**
 * The legal texts in effect the person has not agreed to (the re-consent dialog), from the versions
 * they last agreed to (users.terms_version and privacy_version, kept with the log).
 */
export async function consentsDueFor(
  ctx: LegalContext,
  agreed: { termsVersion: string | null; privacyVersion: string | null },
): Promise<ConsentDue[]> {
  const current = await currentLegalVersions(ctx);
  const due: ConsentDue[] = [];
  for (const kind of legalKinds) {
    const c = current[kind];
    const previous = kind === 'terms' ? agreed.termsVersion : agreed.privacyVersion;
    if (c && c.label !== previous) due.push({ kind, version: c.label, effectiveOn: c.effectiveOn, previous });
  }
  return due;
}

// ---- the public texts ----

const notFound = () => new AppError(ErrorCode.notFound, m.notFound);

/** GET /api/legal/{kind}: the version in effect, or `version` (published and in effect already), in `lang`. */
export async function legalText(
  ctx: AppContext,
  kind: LegalKind,
  q: { lang: LegalLang; version?: string },
): Promise<LegalText> {
  const current = (await currentLegalVersions(ctx))[kind];
  const label = q.version ?? current?.label;
  if (!label) throw notFound();
  const row = await repo.findText(ctx.db, kind, label);
  if (!row || row.effectiveOn > (await today(ctx))) throw notFound(); // an upcoming one is not public yet
  return {
    kind,
    label: row.label,
    effectiveOn: row.effectiveOn,
    lang: q.lang,
    body: q.lang === 'fil' ? row.bodyFil : row.bodyEn,
    current: row.label === current?.label,
    currentLabel: current?.label ?? null,
  };
}

/** GET /api/legal/{kind}/versions: the versions in effect now or before, the newest first. */
export async function legalVersionsOf(ctx: AppContext, kind: LegalKind): Promise<LegalVersions> {
  const [rows, day, current] = await Promise.all([versionRows(ctx), today(ctx), currentLegalVersions(ctx)]);
  return {
    items: rows
      .filter((r) => r.kind === kind && r.effectiveOn <= day)
      .map((r) => ({
        label: r.label,
        effectiveOn: r.effectiveOn,
        publishedAt: r.publishedAt,
        current: r.label === current[kind]?.label,
      })),
  };
}

// ---- staff ----

/** GET /api/admin/legal: per kind every version (upcoming too), with how many people agree to it now. */
export async function adminLegal(ctx: AppContext): Promise<AdminLegal> {
  const [rows, counts, day] = await Promise.all([repo.allTexts(ctx.db), repo.agreedCounts(ctx.db), today(ctx)]);
  const all = rows.map((r) => ({ ...r, publishedAt: iso(r.publishedAt) }));
  return {
    kinds: legalKinds.map((kind) => {
      const mine = all.filter((r) => r.kind === kind);
      const current = currentVersionOf(mine, day);
      return {
        kind,
        versions: mine.map((r) => ({
          label: r.label,
          effectiveOn: r.effectiveOn,
          publishedAt: r.publishedAt,
          current: r.label === current?.label,
          upcoming: r.effectiveOn > day,
          agreed: counts.find((c) => c.kind === kind && c.version === r.label)?.agreed ?? 0,
          publishedBy: r.publishedBy ?? null,
          bodyEn: r.bodyEn,
          bodyFil: r.bodyFil,
        })),
      };
    }),
  };
}

/**
 * POST /api/admin/legal/{kind}/versions: a new version, effective today or later, audited. From its
 * day every signed-in person who has not agreed to it is asked to (the session's consentsDue).
 */
export async function publishLegalVersion(
  ctx: AppContext,
  actorId: string,
  kind: LegalKind,
  v: LegalVersionForm,
  ip: string | null,
): Promise<AdminLegal> {
  if (v.effectiveOn < (await today(ctx)))
    throw new AppError(ErrorCode.validation, m.field.effectivePast, { effectiveOn: m.field.effectivePast });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const id = newId();
    const inserted = await repo.insertText(tx, {
      id,
      kind,
      label: v.label,
      effectiveOn: v.effectiveOn,
      bodyEn: v.bodyEn,
      bodyFil: v.bodyFil,
      publishedBy: actorId,
      publishedAt: now,
    });
    if (!inserted) throw new AppError(ErrorCode.legalVersionExists, m.versionExists, { label: m.versionExists });
    await record(tx, {
      actorId,
      action: 'legal.published',
      targetType: 'legal_text',
      targetId: id,
      after: { kind, label: v.label, effectiveOn: v.effectiveOn },
      ip,
      at: now,
    });
  });
  cached.delete(ctx.db);
  return adminLegal(ctx);
}

// ---- the person's own log ----

export const toConsentEntry = (r: ConsentRow): ConsentEntry => ({
  kind: r.kind,
  action: r.action,
  version: r.version,
  deviceId: r.deviceId,
  device: r.userAgent,
  ip: r.ip,
  at: iso(r.createdAt),
});

/** The person's entries, the newest first (the data download too). */
export async function consentEntriesOf(db: Executor, userId: string): Promise<ConsentEntry[]> {
  return (await repo.ofUser(db, userId)).map(toConsentEntry);
}

/**
 * The state of each consent now, from the newest entries: one each for terms, privacy and marketing
 * emails (never given: not given), one per device for web push.
 */
export function consentStates(history: ConsentEntry[]): ConsentState[] {
  const states: ConsentState[] = [];
  for (const kind of ['terms', 'privacy', 'marketing_emails'] as const) {
    const last = history.find((e) => e.kind === kind);
    states.push({
      kind,
      given: last?.action === 'given',
      version: last?.version ?? null,
      deviceId: null,
      device: last?.device ?? '',
      at: last?.at ?? null,
    });
  }
  const seen = new Set<string>();
  for (const e of history) {
    if (e.kind !== 'web_push' || !e.deviceId || seen.has(e.deviceId)) continue;
    seen.add(e.deviceId);
    states.push({
      kind: 'web_push',
      given: e.action === 'given',
      version: null,
      deviceId: e.deviceId,
      device: e.device,
      at: e.at,
    });
  }
  return states;
}

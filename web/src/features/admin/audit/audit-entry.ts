import { diffFields, type FieldChange } from '@espasyo/domain/diff';
import type { AuditEntry } from './api';

/** Actions the server records today; the filter still accepts any other name. */
export const knownActions = [
  'settings.update',
  'settings.reset',
  'settings.import',
  'settings.export',
  'user.suspend',
  'user.disable',
  'user.reactivate',
  'user.change_type',
  'user.verify',
  'user.unverify',
  'user.make_admin',
  'verification.approve',
  'verification.reject',
  'verification.file_viewed',
  'job.run',
  'outbox.retry',
  'two_factor.enable',
  'two_factor.disable',
  'data.export',
];

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** { api: { webhookTimeout: 1 } } → { 'api.webhookTimeout': 1 }, so nested changes read per field. */
export function flatten(v: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (!isRecord(v)) return out;
  for (const [k, x] of Object.entries(v)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isRecord(x) && Object.keys(x).length > 0) flatten(x, key, out);
    else out[key] = x;
  }
  return out;
}

/** before/after as field changes; values that are not records show as one 'value' row. */
export function changesOf(e: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  if (e.before == null && e.after == null) return [];
  if ((isRecord(e.before) || e.before == null) && (isRecord(e.after) || e.after == null))
    return diffFields(flatten(e.before), flatten(e.after));
  return [{ field: 'value', before: e.before, after: e.after }];
}

/** Who did it: 'System' for jobs, 'Deleted user' for an account gone since (`words`: adminCore.audit, in the page's language). */
export function actorName(e: Pick<AuditEntry, 'actor'>, words: { system: string; deletedUser: string }) {
  if (!e.actor) return words.system;
  return e.actor.name || e.actor.email || words.deletedUser;
}

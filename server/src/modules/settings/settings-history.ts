import { diffFields, settingsCategories, type SettingsCategory } from '@espasyo/domain';

/** A settings-history entry's changes: one {before, after} per field that changed. */
export type Changes = Record<string, { before: unknown; after: unknown }>;

export function diffCategory(before: object, after: object): Changes {
  return Object.fromEntries(
    diffFields(before, after).map((c) => [c.field, { before: c.before ?? null, after: c.after ?? null }]),
  );
}

/**
 * The entries one write adds (docs/product/records.md: category, changes, userId, timestamp,
 * changeType). A save is one entry for its category, even when nothing changed; an action
 * (import, reset) adds one entry per category it changed, or a single entry for its scope
 * ('all' for the whole document) when it changed nothing, so every action is on record.
 */
export function historyEntries(
  changed: Partial<Record<SettingsCategory, Changes>>,
  spec: { changeType: 'update' | 'action'; action?: string; scope?: SettingsCategory },
): { category: string; changes: Changes; changeType: 'update' | 'action'; action: string | null }[] {
  const base = { changeType: spec.changeType, action: spec.action ?? null };
  if (spec.changeType === 'update' && spec.scope)
    return [{ ...base, category: spec.scope, changes: changed[spec.scope] ?? {} }];
  const list = settingsCategories
    .filter((c) => changed[c])
    .map((c) => ({ ...base, category: c, changes: changed[c]! }));
  return list.length ? list : [{ ...base, category: spec.scope ?? 'all', changes: {} }];
}

export function toHistoryDto(r: {
  id: string;
  category: string;
  changes: unknown;
  userId: string | null;
  timestamp: Date | string;
  changeType: 'update' | 'action';
  action: string | null;
  userName?: string | null;
  userEmail?: string | null;
}) {
  return {
    id: r.id,
    category: r.category,
    changes: (r.changes ?? {}) as Changes,
    userId: r.userId,
    user: r.userId ? { id: r.userId, name: r.userName ?? null, email: r.userEmail ?? null } : null,
    timestamp: new Date(r.timestamp).toISOString(),
    changeType: r.changeType,
    action: r.action,
  };
}

/** Field-by-field comparison of flat JSON records: settings history, the audit log and unsaved-change lists. */

/** Equal as JSON: the same value whatever object it came from. */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const asRecord = (value: unknown) => (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;

/** The fields of two flat records that differ, in the order of the newer one, then fields only the older has. */
export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => !sameJson(b[k], a[k])).map((k) => ({ field: k, before: b[k], after: a[k] }));
}

/** Set in sessionStorage just before the page loads itself anew with a new version (service-worker.ts). */
export const UPDATED_FLAG = 'espasyo.updated';

/** True once after such a load: the flag is read and removed. */
export function takeUpdatedFlag(): boolean {
  try {
    const set = sessionStorage.getItem(UPDATED_FLAG) !== null;
    if (set) sessionStorage.removeItem(UPDATED_FLAG);
    return set;
  } catch {
    return false; // storage refused
  }
}

import type { SearchType } from '@espasyo/domain';

/** The browse page for a search (requirements §2): /client/browse?q=…&type=…; q is trimmed. */
export function browseUrl(q: string, type: SearchType): string {
  return `/client/browse?${new URLSearchParams({ q: q.trim(), type })}`;
}

import type { SearchType } from '@espasyo/domain/messages/landing';
import { paths } from '@espasyo/domain/paths';

/** The browse page for a search (docs/product/routes.md): /client/browse?q=…&type=…; q is trimmed. */
export function browseUrl(q: string, type: SearchType): string {
  return paths.client.browse.getHref({ q: q.trim(), type });
}

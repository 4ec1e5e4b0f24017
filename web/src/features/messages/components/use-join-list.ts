import { joinList } from '@espasyo/domain/format';
import { useLanguage, useLocale } from '@/lib/i18n';

/**
 * 'Ana and Ben', 'Ana, Ben and Cy' in the interface's language: English as the domain's joinList
 * says it (no serial comma), Filipino by Intl ('Ana, Ben, at Cy').
 */
export function useJoinList(): (names: readonly string[]) => string {
  const lang = useLanguage();
  const locale = useLocale();
  if (lang === 'en') return (names) => joinList(names);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (names) => list.format(names);
}

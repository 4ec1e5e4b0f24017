import { useQuery } from '@tanstack/react-query';
import type { LegalText, LegalVersions } from '@espasyo/domain/contracts/consents';
import type { LegalKind, LegalLang } from '@espasyo/domain/consents/kinds';
import { splitLanguagePath } from '@espasyo/domain/i18n/languages';
import { apiQuery } from '@/lib/api-query';

export const legalKeys = {
  all: ['legal'] as const,
  text: (kind: LegalKind, lang: LegalLang, version?: string) => ['legal', kind, lang, version ?? 'current'] as const,
  versions: (kind: LegalKind) => ['legal', kind, 'versions'] as const,
};

/**
 * The language the legal pages read in (issue 34): their address's ('/fil/terms' is Filipino). One
 * place: the server's prefetch asks it of the address, the page of the interface's language, which
 * the server set from the same address, so the server renders what the browser hydrates.
 */
export function legalLang(pathname: string): LegalLang {
  return splitLanguagePath(pathname).lang;
}

/** GET /api/legal/{kind}: the version in effect, or `version`, in `lang` (read by the server before it renders). */
export const legalTextQuery = (kind: LegalKind, lang: LegalLang, version?: string) =>
  apiQuery<LegalText>(
    legalKeys.text(kind, lang, version),
    `/api/legal/${kind}?${new URLSearchParams({ lang, ...(version ? { version } : {}) }).toString()}`,
  );

/** GET /api/legal/{kind}/versions: the versions in effect now or before, the newest first. */
export const legalVersionsQuery = (kind: LegalKind) =>
  apiQuery<LegalVersions>(legalKeys.versions(kind), `/api/legal/${kind}/versions`);

export const useLegalText = (kind: LegalKind, lang: LegalLang, version?: string) =>
  useQuery(legalTextQuery(kind, lang, version));
export const useLegalVersions = (kind: LegalKind) => useQuery(legalVersionsQuery(kind));

import { useQuery } from '@tanstack/react-query';
import type { LegalText, LegalVersions } from '@espasyo/domain/contracts/consents';
import type { LegalKind, LegalLang } from '@espasyo/domain/consents/kinds';
import { apiQuery } from '@/lib/api-query';

export const legalKeys = {
  all: ['legal'] as const,
  text: (kind: LegalKind, lang: LegalLang, version?: string) => ['legal', kind, lang, version ?? 'current'] as const,
  versions: (kind: LegalKind) => ['legal', kind, 'versions'] as const,
};

/**
 * The language the legal pages read in (issue 34). One place: the page and the server's prefetch
 * both ask it, so the server renders what the browser hydrates. English until the language layer
 * chooses (a one-line change here).
 */
export function legalLang(): LegalLang {
  return 'en';
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

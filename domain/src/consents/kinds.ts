/* The legal texts' kinds and days, without zod (the public pages import them). */

/**
 * The Terms of Service and the Privacy Policy as versioned texts, and the consent log's kinds
 * (issue 34, Data Privacy Act of 2012; decision 0091). A version takes effect on its day (in the
 * platform's time zone); the current version of a kind is the newest whose day has come.
 */
export const legalKinds = ['terms', 'privacy'] as const;
export type LegalKind = (typeof legalKinds)[number];

/** What a person consents to: the two legal texts, marketing emails, and Web Push on one device. */
export const consentKinds = ['terms', 'privacy', 'marketing_emails', 'web_push'] as const;
export type ConsentKind = (typeof consentKinds)[number];

export const consentActions = ['given', 'withdrawn'] as const;
export type ConsentAction = (typeof consentActions)[number];

/** The languages a legal text is kept in; English is the default. */
export const legalLangs = ['en', 'fil'] as const;
export type LegalLang = (typeof legalLangs)[number];

/** Max lengths, shared by the admin's form and the server (and the table's checks). */
export const legalLimits = { label: 40, body: 40_000 } as const;

export interface DatedVersion {
  label: string;
  effectiveOn: string;
  publishedAt: string;
}

/**
 * The current version among `versions` on `today` ('YYYY-MM-DD' in the platform's zone): the
 * newest effective day not after today; of two on one day, the one published last. Null: none yet.
 */
export function currentVersionOf<V extends DatedVersion>(versions: readonly V[], today: string): V | null {
  let best: V | null = null;
  for (const v of versions) {
    if (v.effectiveOn > today) continue;
    if (
      !best ||
      v.effectiveOn > best.effectiveOn ||
      (v.effectiveOn === best.effectiveOn && v.publishedAt > best.publishedAt)
    )
      best = v;
  }
  return best;
}

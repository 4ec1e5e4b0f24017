/**
 * The landing page's search words (docs/product/routes.md, docs/product/settings.md): the search
 * types, the suggested searches and the location fallback, word for word. They are what the search
 * reads (domain/src/places/search-words.ts understands them), so they stay the same in every
 * language; the page's own words are in the catalogue (domain/src/i18n/<lang>/landing.ts, issue 34).
 */
export type SearchType = 'storage' | 'parking' | 'warehouse';
export const searchTypes: readonly SearchType[] = ['storage', 'parking', 'warehouse'];

export const landing = {
  hero: {
    locationFallback: 'Metro Manila, Philippines',
    popular: [
      { label: 'Manila storage units', type: 'storage' },
      { label: 'Makati parking', type: 'parking' },
      { label: 'Quezon City warehouse', type: 'warehouse' },
      { label: 'BGC self storage', type: 'storage' },
      { label: 'Ortigas parking space', type: 'parking' },
    ] as { label: string; type: SearchType }[],
  },
} as const;

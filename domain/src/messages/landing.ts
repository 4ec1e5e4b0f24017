/**
 * The landing page's search words (docs/product/routes.md, docs/product/settings.md): the search
 * types, the suggested searches and the location fallback, word for word. They are what the search
 * reads (domain/src/places/search-words.ts understands them). The page shows them from the
 * catalogue (domain/src/i18n/<lang>/landing.ts `hero.popular`, `hero.locationFallback`, issue 34),
 * each language's words the search understands; these English ones are what the search's tests read.
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

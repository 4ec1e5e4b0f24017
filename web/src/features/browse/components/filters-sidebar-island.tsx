import type { ComponentProps } from 'react';
import { island } from '@/components/island';
import type { FiltersSidebar } from './filters-sidebar';

/**
 * The filters beside the results as an island (issue 30): the server renders them with the page;
 * their code comes when they are on the screen (wide screens) or touched. On a phone the panel is
 * hidden (the 'Filters' button opens the sheet), so a phone never downloads or hydrates it. While
 * dormant its fields still belong to the search form (their `form` attribute), so a search sends them.
 */
export const FiltersSidebarIsland = island<ComponentProps<typeof FiltersSidebar>>(() => import('./filters-sidebar'), {
  contents: true,
  fallback: <div className="hidden h-96 animate-pulse rounded-card bg-ink-100 lg:block" />,
});

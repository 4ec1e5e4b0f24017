import type { Translation } from '../catalog';
import type en from '../en/lists';

/** Filipino of en/lists.ts (glossary.md). */
export default {
  clearFilters: 'Alisin ang mga filter',
  applyFilters: 'Gamitin ang mga filter',
  from: 'Mula',
  to: 'Hanggang',
} as const satisfies Translation<typeof en>;

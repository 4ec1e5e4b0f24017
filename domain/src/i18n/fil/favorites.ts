import type { Translation } from '../catalog';
import type en from '../en/favorites';

/** Filipino of en/favorites.ts (glossary.md). */
export default {
  title: 'Mga paborito',
  description: 'Mga espasyong na-save mo, para maikumpara at ma-book mamaya.',
  empty: {
    title: 'Wala ka pang na-save na espasyo',
    text: 'I-tap ang I-save sa espasyong gusto mo at lalabas ito rito.',
    browse: 'Maghanap ng espasyo',
  },
  pages: 'Mga pahina ng paborito',
} satisfies Translation<typeof en>;

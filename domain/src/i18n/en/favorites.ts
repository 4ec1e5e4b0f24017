/**
 * The client's favourites, /client/favorites (the Save button's words are in `listing`, which the
 * space's public page loads already). English word for word as the page had it. Plain data: ICU
 * MessageFormat strings.
 */
export default {
  title: 'Favorites',
  description: 'Spaces you saved, to compare and book later.',
  empty: {
    title: 'No saved spaces yet',
    text: 'Tap Save on a space you like and it appears here.',
    browse: 'Browse spaces',
  },
  pages: 'Pages of favorites',
} as const;

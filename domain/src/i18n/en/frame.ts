/**
 * The app's frame as the web shows it (issue 34): failed calls, the not-found and error pages,
 * 'Loading...' and the session ending. English word for word as domain/src/messages/frame.ts
 * (which the server keeps for its answers) and docs/product/routes.md, docs/product/errors.md.
 * Plain data: ICU MessageFormat strings.
 */
export default {
  notFoundTitle: 'Route Not Found',
  notFoundBody: "The page you're looking for doesn't exist.",
  goHome: 'Go Home',
  loading: 'Loading...',
  sessionExpired: 'Your session has ended. Please sign in again.',
  somethingWrong: 'Something went wrong',
  chunkTitle: 'This page could not load',
  chunkBody: 'Espasyo may have just been updated, or your connection dropped. Reloading usually fixes it.',
  chunkOffline: 'You are offline, and this page is not saved on this phone yet: it opens once you are back online.',
  reload: 'Reload page',
  tryAgain: 'Try again',
} as const;

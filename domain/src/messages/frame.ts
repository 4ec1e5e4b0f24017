/**
 * The messages of the app's frame, shown on any page: failed calls, the not-found page and the
 * session ending. Apart from en.ts (which includes them, so `en.generic.x` still reads them) so
 * that a page's first download does not carry the whole catalogue (issue 10's JavaScript budget).
 */
export const generic = {
  accessDenied: 'Access denied. Please check your permissions.',
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred.',
  profileLoadFailed: 'Failed to load user profile',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please try again later.',
  badCharacters: 'The request contains characters that are not allowed.',
  crossOrigin: 'This request came from another site and was refused.',
  maintenance: 'The platform is under maintenance. Please try again later.',
};

export const routes = {
  notFoundTitle: 'Route Not Found',
  notFoundBody: "The page you're looking for doesn't exist.",
  goHome: 'Go Home',
  loading: 'Loading...',
};

export const sessionExpired = 'Your session has ended. Please sign in again.';

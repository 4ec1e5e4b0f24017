/**
 * The generic messages of a failed call as the web shows them (issue 34): apart from the frame,
 * fetched when one is first shown, so that no page carries them in its first download. English
 * word for word as domain/src/messages/frame.ts, which the server and the API client use.
 * Plain data: ICU MessageFormat strings.
 */
export default {
  accessDenied: 'Access denied. Please check your permissions.',
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred.',
  profileLoadFailed: 'Failed to load user profile',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please try again later.',
  badCharacters: 'The request contains characters that are not allowed.',
  crossOrigin: 'This request came from another site and was refused.',
  maintenance: 'The platform is under maintenance. Please try again later.',
} as const;

/** Display helpers with no zod, so the navigation of every page (public ones too) can import them cheaply. */

/** A message as lists show it (requirements §5): cut to 100 characters, then '...'. */
export const notificationPreview = (message: string) =>
  message.length > 100 ? `${message.slice(0, 100)}...` : message;

/** The bell's badge: the count, capped at '99+' (requirements §2). */
export const unreadBadge = (n: number) => (n > 99 ? '99+' : String(n));

import type { User } from '@espasyo/domain/schemas/auth';
import { cn } from '@/lib/cn';

const sizes = { md: 'size-12 text-base', lg: 'size-20 text-xl', xl: 'size-24 text-2xl' } as const;

/** The profile photo, or the user's initials on the brand colour when there is none. */
export function UserAvatar({
  user,
  src,
  size = 'md',
  className,
}: {
  user: Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const url = src ?? user.profileImageUrl;
  const initials = `${user.firstName.trim()[0] ?? ''}${user.lastName.trim()[0] ?? ''}`.toUpperCase() || '?';
  return url ? (
    <img
      src={url}
      alt=""
      width={96}
      height={96}
      className={cn('shrink-0 rounded-full bg-ink-100 object-cover', sizes[size], className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800',
        sizes[size],
        className,
      )}
    >
      {initials}
    </span>
  );
}

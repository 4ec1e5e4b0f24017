import { Link } from 'react-router';
import { Mail, Phone, CalendarDays } from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useLanguage, useMessages } from '@/lib/i18n';
import { UserAvatar, VerifiedBadge } from '@/features/account';

/** Who is signed in, as others will see them, with the way to change it. */
export function ProfileSummary({
  user,
  profilePath,
  roleLabel,
}: {
  user: User;
  profilePath: string;
  roleLabel: string;
}) {
  const m = useMessages('dashboard').profile;
  const lang = useLanguage();
  return (
    <Card role="region" aria-labelledby="dash-profile-title">
      <h2 id="dash-profile-title" className="sr-only">
        {m.heading}
      </h2>
      <div className="flex items-center gap-4">
        <UserAvatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-ink-900">
            {user.name || `${user.firstName} ${user.lastName}`}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            <Badge tone="brand">{roleLabel}</Badge>
            {user.verified && <VerifiedBadge state="done" />}
          </div>
        </div>
      </div>
      <dl className="mt-5 space-y-2 text-sm text-ink-700">
        <div className="flex items-center gap-2">
          <dt>
            <Mail aria-hidden="true" className="size-4 text-ink-500" />
            <span className="sr-only">{m.email}</span>
          </dt>
          <dd className="min-w-0 truncate">{user.email}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Phone aria-hidden="true" className="size-4 text-ink-500" />
            <span className="sr-only">{m.phone}</span>
          </dt>
          <dd>{user.phone}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays aria-hidden="true" className="size-4 text-ink-500" />
            <span className="sr-only">{m.memberSinceLabel}</span>
          </dt>
          <dd>{m.memberSince({ date: formatDate(user.createdAt, lang) })}</dd>
        </div>
      </dl>
      <Link to={profilePath} className={buttonClasses('outline', 'sm', true) + ' mt-5'}>
        {m.edit}
      </Link>
    </Card>
  );
}

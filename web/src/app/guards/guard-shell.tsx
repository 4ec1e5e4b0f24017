import type { ReactNode } from 'react';
import { AppTopNav } from '@/components/layout/app-top-nav';
import { variantFor } from '@/components/layout/nav-config';
import { NotificationBell } from '@/features/notifications';
import { useAuth } from '@/lib/auth';

/** Guards sit outside the area layouts, so their screens bring the signed-in user's own bar (with the bell). */
export function GuardShell({ children }: { children: ReactNode }) {
  const { role } = useAuth();
  return (
    <div className="min-h-dvh bg-ink-50">
      <AppTopNav variant={variantFor(role)} bell={<NotificationBell />} />
      <main id="main">{children}</main>
    </div>
  );
}

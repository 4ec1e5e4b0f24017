import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LogOut, PanelLeft, X } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { useSignOut } from '@/components/layout/use-sign-out';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useLiveSettings } from '@/features/admin';
import { AnnouncementBanner } from '@/features/announcements';
import { ConsentGate } from '@/features/consents';
import { useOutgoingMessages } from '@/features/messages';
import { AdminGuard } from '@/app/guards/admin-guard';
import { visibleAdminNav } from './admin-nav';
import { SkipLink } from './skip-link';
import { paths } from '@espasyo/domain/paths';

/**
 * The admin area frame. Admins and moderators get in; each page's own guard narrows it
 * further. On phones the sidebar folds away behind the 'Menu' button.
 */
export function AdminLayout() {
  return (
    <AdminGuard roles={['admin', 'moderator']}>
      <AdminFrame />
    </AdminGuard>
  );
}

/** The schemas' and the server's English messages that staff's forms show, in the page's language (issue 34). */
const known = ['validation', 'apiAdmin1', 'apiAdmin2'] as const;

function AdminFrame() {
  const m = useMessages('adminNav');
  const nav = useMessages('nav');
  const roles = useMessages('common').userMenu.roles;
  const { user, role } = useAuth();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]); // a chosen page closes the phone menu

  useLiveSettings(role === 'admin'); // settings saved in another tab apply here at once
  useOutgoingMessages(); // the support inbox's replies written offline, sent when the connection returns
  const items = visibleAdminNav(user, role);
  return (
    <div className="min-h-dvh bg-ink-50 print:bg-white">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-ink-200 bg-white print:hidden">
        <div className="flex h-16 items-center gap-2 px-4 sm:gap-3 sm:px-6">
          <button
            ref={toggleRef}
            type="button"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls="admin-sidebar"
            className="flex min-h-11 items-center gap-1.5 rounded-field px-2 text-sm font-semibold text-ink-800 hover:bg-ink-100 lg:hidden"
          >
            {open ? <X aria-hidden="true" className="size-5" /> : <PanelLeft aria-hidden="true" className="size-5" />}
            {nav.menu}
          </button>
          <Logo to={paths.home.getHref()} />
          <Badge tone="brand">{role === 'moderator' ? roles.moderator : roles.admin}</Badge>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden max-w-xs truncate text-sm text-ink-600 sm:inline">{user?.email}</span>
            <button
              type="button"
              onClick={() => void signOut()}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-field px-2 text-sm font-medium whitespace-nowrap text-ink-700 hover:bg-ink-100 sm:px-3"
            >
              <LogOut aria-hidden="true" className="size-4" />
              {/* Phones show the icon only; the name stays for screen readers. */}
              <span className="sr-only sm:not-sr-only">{nav.signOut}</span>
            </button>
          </div>
        </div>
      </header>
      <AnnouncementBanner />
      <ConsentGate />
      <div className="lg:flex">
        {/* The sidebar's column runs the page's full height; its links stay in view as the page scrolls. */}
        <div className="print:hidden lg:w-64 lg:shrink-0 lg:border-r lg:border-ink-200 lg:bg-white">
          <nav
            id="admin-sidebar"
            aria-label={m.label}
            onKeyDown={(e) => {
              if (e.key !== 'Escape' || !open) return;
              setOpen(false);
              toggleRef.current?.focus();
            }}
            className={cn(
              'border-b border-ink-200 bg-white lg:sticky lg:top-16 lg:block lg:max-h-[calc(100dvh-4rem)] lg:overflow-y-auto lg:border-b-0',
              open ? 'block' : 'hidden',
            )}
          >
            <ul className="grid gap-1 p-3 sm:grid-cols-2 lg:grid-cols-1">
              {items.map(({ key, to, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 items-center gap-3 rounded-field px-3 text-sm font-medium',
                        isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    {m.links[key]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8 print:p-0"
        >
          <MessageNamespaces value={known}>
            <Outlet />
          </MessageNamespaces>
        </main>
      </div>
    </div>
  );
}

import { Outlet } from 'react-router';
import { AppTopNav } from '@/components/layout/app-top-nav';
import { variantFor, type NavVariant } from '@/components/layout/nav-config';
import { NotificationBell, NotificationsLive } from '@/features/notifications';
import { paths } from '@espasyo/domain/paths';
import { useAuth } from '@/lib/auth';
import { AnnouncementBanner } from '@/features/announcements';
import { ConsentGate } from '@/features/consents';
import { useMessagesBadge, useOutgoingMessages } from '@/features/messages';
import { InstallOffer } from '@/features/install';
import { SkipLink } from './skip-link';

/**
 * Client and host areas: their top bar and a centred content column. Without a variant
 * (e.g. /tutorial, open to both) the signed-in user's own navigation is used. The tab's live
 * notifications run here, once, for every page of both areas (the bell, sound, alerts, bookings),
 * the messages written offline, sent from here when the connection returns whatever the page, and
 * the offer to install the app, made once after a first booking or listing (decision 0094).
 */
export function AppLayout({ variant }: { variant?: NavVariant }) {
  const { role } = useAuth();
  const nav = variant ?? variantFor(role);
  const messagesLink = nav === 'host' ? paths.host.messages : paths.client.messages;
  const unreadMessages = useMessagesBadge(nav === 'client' || nav === 'host');
  useOutgoingMessages();
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50 print:bg-white">
      {/* Not on paper: a printed page (the rental agreement) is its content alone. */}
      <div className="contents print:hidden">
        <SkipLink />
        <AppTopNav variant={nav} bell={<NotificationBell />} counts={{ [messagesLink.getHref()]: unreadMessages }} />
      </div>
      <NotificationsLive />
      <AnnouncementBanner />
      <ConsentGate />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 print:max-w-none print:p-0"
      >
        <Outlet />
      </main>
      {(nav === 'client' || nav === 'host') && <InstallOffer who={nav} />}
    </div>
  );
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { defaultNotificationPreferences, type NotificationPreferences } from '@espasyo/domain/schemas/account';
import { bookingKeys } from '@/features/bookings';
import { paymentKeys } from '@/features/payments';
import { reviewKeys } from '@/features/reviews';
import { walletKeys } from '@/features/wallet';
import { buildUser, currentLocation, renderApp, screen, server, waitFor } from '@/testing/test-utils';
import { emit, reconnect, resetRealtime } from '@/testing/mocks/realtime';
import { NotificationsLive } from '../components/notifications-live';
import { buildNotification, serveNotifications } from '../notifications.fixtures';

vi.mock('@/lib/realtime', () => import('@/testing/mocks/realtime'));

const host = buildUser({ userType: 'host', type: 'host' });
const topic = `user:${host.id}`;

/** new Audio(src): what was made and played. */
const played: { src: string; volume: number }[] = [];
let playResult: () => Promise<void> = () => Promise.resolve();
class FakeAudio {
  volume = 1;
  constructor(readonly src: string) {}
  play() {
    played.push({ src: this.src, volume: this.volume });
    return playResult();
  }
}

/** window.Notification: what was shown, and the permission the browser gives. */
const shown: FakeNotification[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => FakeNotification.permission);
  onclick: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  played.length = 0;
  shown.length = 0;
  playResult = () => Promise.resolve();
  FakeNotification.permission = 'granted';
  visibility = 'visible';
  localStorage.clear();
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('Notification', FakeNotification);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(window, 'focus').mockImplementation(() => undefined);
});
afterEach(() => {
  resetRealtime();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A booking page's query, counting its fetches, beside the tab's live notifications. */
function BookingProbe({ id }: { id: string }) {
  const q = useQuery({
    queryKey: bookingKeys.one(id),
    queryFn: () => {
      fetches.set(id, (fetches.get(id) ?? 0) + 1);
      return { id, status: fetches.get(id) === 1 ? 'pending' : 'confirmed' };
    },
  });
  return <p>Booking status: {q.data?.status ?? '…'}</p>;
}

/** A query under `queryKey` (the wallet's summary, the client's payments), counting its fetches as `name`. */
function Probe({ name, queryKey }: { name: string; queryKey: readonly unknown[] }) {
  useQuery({
    queryKey,
    queryFn: () => {
      fetches.set(name, (fetches.get(name) ?? 0) + 1);
      return {};
    },
  });
  return null;
}
const fetches = new Map<string, number>();

async function start(prefs: Partial<NotificationPreferences> = {}) {
  fetches.clear();
  const s = serveNotifications(server, { prefs: { ...defaultNotificationPreferences, ...prefs } });
  const view = renderApp(
    <>
      <NotificationsLive />
      <BookingProbe id="b7" />
      <Probe name="wallet" queryKey={walletKeys.summary} />
      <Probe name="payments" queryKey={paymentKeys.list(1)} />
      <Probe name="reviews" queryKey={reviewKeys.mine} />
    </>,
    { url: '/host/dashboard', user: host },
  );
  await screen.findByText('Booking status: pending');
  // The preferences are read before the first notification can alert.
  await waitFor(() => expect(s.hits.prefs).toBe(1));
  await new Promise((r) => setTimeout(r, 20));
  return { s, ...view };
}

describe('Live notifications in an open tab', () => {
  it('plays /notification-sound.mp3 at volume 0.5 when one with soundAlert arrives and the user allows sound', async () => {
    await start();
    emit(topic, { type: 'notification', notification: buildNotification({ soundAlert: true }) });
    expect(played).toEqual([{ src: '/notification-sound.mp3', volume: 0.5 }]);
    emit(topic, { type: 'notification', notification: buildNotification({ soundAlert: false }) });
    expect(played).toHaveLength(1);
  });

  it('stays silent when the user turned sound off, and when the browser refuses to play', async () => {
    const first = await start({ soundAlerts: false });
    emit(topic, { type: 'notification', notification: buildNotification() });
    expect(played).toEqual([]);
    first.unmount();
    resetRealtime();

    const errors: unknown[] = [];
    const onError = (e: PromiseRejectionEvent) => errors.push(e.reason);
    window.addEventListener('unhandledrejection', onError);
    playResult = () => Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    await start();
    emit(topic, { type: 'notification', notification: buildNotification() });
    expect(played).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 20));
    window.removeEventListener('unhandledrejection', onError);
    expect(errors).toEqual([]);
  });

  it('sounds once when two tabs hear the same notification', async () => {
    await start();
    const n = buildNotification();
    emit(topic, { type: 'notification', notification: n });
    emit(topic, { type: 'notification', notification: n }); // the other tab, sharing localStorage
    expect(played).toHaveLength(1);
  });

  it('shows a browser notification (title, preview, /favicon.ico) only while the tab is hidden; a click opens its page', async () => {
    const { s } = await start();
    const long = 'x'.repeat(150);
    emit(topic, { type: 'notification', notification: buildNotification({ title: 'Seen on screen' }) });
    expect(shown).toEqual([]); // visible: the bell and the sound suffice

    visibility = 'hidden';
    const n = buildNotification({ title: 'New booking request', message: long, actionUrl: '/host/bookings/b9' });
    emit(topic, { type: 'notification', notification: n });
    expect(shown).toHaveLength(1);
    expect(shown[0].title).toBe('New booking request');
    expect(shown[0].options).toMatchObject({ body: `${'x'.repeat(100)}...`, icon: '/favicon.ico', tag: n.id });

    shown[0].onclick?.();
    expect(window.focus).toHaveBeenCalled();
    expect(shown[0].closed).toBe(true);
    expect(await currentLocation()).toBe('/host/bookings/b9');
    await waitFor(() => expect(s.reads).toEqual([{ ids: [n.id] }]));
  });

  it('shows no browser notification without permission, or when the user turned them off', async () => {
    visibility = 'hidden';
    FakeNotification.permission = 'default';
    const first = await start();
    emit(topic, { type: 'notification', notification: buildNotification() });
    expect(shown).toEqual([]);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled(); // never asked without a user's action
    first.unmount();
    resetRealtime();

    FakeNotification.permission = 'granted';
    await start({ browserAlerts: false });
    emit(topic, { type: 'notification', notification: buildNotification() });
    expect(shown).toEqual([]);
  });

  it("refreshes the booking pages when a booking's notification arrives, the wallet on a payout's, the reviews on a review's, and everything after a reconnect", async () => {
    await start({ soundAlerts: false });
    emit(topic, {
      type: 'notification',
      notification: buildNotification({ subType: 'booking_update', data: { bookingId: 'b7', status: 'confirmed' } }),
    });
    expect(await screen.findByText('Booking status: confirmed')).toBeInTheDocument();
    expect(fetches.get('b7')).toBe(2);
    await waitFor(() => expect(fetches.get('payments')).toBe(2));
    expect(fetches.get('wallet')).toBe(1);

    // A payout's notification is not about a booking; it refreshes the wallet.
    emit(topic, { type: 'notification', notification: buildNotification({ type: 'payout', data: {} }) });
    await waitFor(() => expect(fetches.get('wallet')).toBe(2));
    expect(fetches.get('b7')).toBe(2);
    expect(fetches.get('payments')).toBe(2);

    // A review's (issue 22): the reviews pages and the listings' reviews.
    expect(fetches.get('reviews')).toBe(1);
    emit(topic, {
      type: 'notification',
      notification: buildNotification({ type: 'review', subType: 'new_review', data: { reviewId: 'r1', rating: 5 } }),
    });
    await waitFor(() => expect(fetches.get('reviews')).toBe(2));
    expect(fetches.get('wallet')).toBe(2);

    reconnect();
    await waitFor(() => expect(fetches.get('reviews')).toBe(3));
    await waitFor(() => expect(fetches.get('b7')).toBe(3));
    await waitFor(() => expect(fetches.get('wallet')).toBe(3));
    await waitFor(() => expect(fetches.get('payments')).toBe(3));
  });

  it("refreshes the wallet when the host's balances move (a payment settled), and a booking and the payments when its refund went through", async () => {
    await start({ soundAlerts: false });
    emit(topic, { type: 'wallet.updated' });
    await waitFor(() => expect(fetches.get('wallet')).toBe(2));
    expect([fetches.get('b7'), fetches.get('payments')]).toEqual([1, 1]);
    expect(screen.queryByRole('status')).toBeEmptyDOMElement(); // not a notification: nothing announced

    emit(topic, { type: 'payment.updated', bookingId: 'b7' });
    expect(await screen.findByText('Booking status: confirmed')).toBeInTheDocument();
    await waitFor(() => expect(fetches.get('payments')).toBe(2));
    expect(fetches.get('wallet')).toBe(2);
  });
});

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { en } from '@espasyo/domain/messages/en';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import {
  useNotificationSettings,
  useSaveNotificationPreferences,
  type NotificationPreferences,
} from '@/features/account/api/use-notification-preferences';
import { PushDevices } from './push-devices';
import { SkeletonLines } from './section';

type Key = keyof NotificationPreferences;
const OFF_FOR_EVERYONE = 'Turned off for everyone on Espasyo for now.';

type Side = 'client' | 'host';

/** Each email as the account's side gets it: only hosts have spaces, payouts and booking requests to answer. */
const emails: { key: Key; label: string; help: Record<Side, string> }[] = [
  {
    key: 'bookingEmails',
    label: 'Booking emails',
    help: {
      client:
        'Your requests and the hosts’ answers, payment deadlines, confirmations, the start and end of a booking, and cancellations.',
      host: 'Requests for your spaces and your answers, confirmations, the start and end of a booking, and cancellations.',
    },
  },
  {
    key: 'paymentEmails',
    label: 'Payment emails',
    help: { client: 'Your payments, refunds and receipts.', host: 'Payouts and other news about your earnings.' },
  },
  {
    key: 'messageEmails',
    label: 'Message emails',
    help: {
      client: 'A new message, once per conversation until you have read it.',
      host: 'A new message, once per conversation until you have read it.',
    },
  },
  {
    key: 'reviewEmails',
    label: 'Review emails',
    help: {
      client: 'A host’s review of you, once it is published.',
      host: 'A client’s review of you, once it is published.',
    },
  },
  {
    key: 'systemEmails',
    label: 'Platform news',
    help: {
      client: 'Announcements and notices from the Espasyo team, such as maintenance.',
      host: 'Announcements and notices from the Espasyo team, such as maintenance.',
    },
  },
  {
    key: 'marketingEmails',
    label: 'News and offers',
    help: {
      client: 'Occasional news and offers from Espasyo, such as new spaces near you. Off until you turn it on.',
      host: 'Occasional news and offers from Espasyo for hosts. Off until you turn it on.',
    },
  },
];

/** What is texted (domain worthTexting: high-priority news, and a host's new booking request). */
const textedNews: Record<Side, string> = {
  client: 'A cancelled booking or other urgent news, by SMS to your verified phone.',
  host: 'A new booking request, a cancellation, a failed payout or a low review, by SMS to your verified phone.',
};

/**
 * How the account is told (every field of notificationPreferencesSchema), in groups: emails, text
 * messages, push on this and other devices, and what an open tab does. Each change is saved at once;
 * a choice the platform has turned off for everyone shows as such.
 */
export function NotificationPreferencesCard() {
  const toast = useToast();
  const { user, role } = useAuth();
  const prefs = useNotificationSettings();
  const save = useSaveNotificationPreferences();

  if (prefs.isPending) return <SkeletonLines lines={6} />;
  if (prefs.isError)
    return (
      <Alert tone="danger" title="Your notification preferences could not be loaded">
        <p>{errorMessage(prefs.error)}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void prefs.refetch()}>
          Try again
        </Button>
      </Alert>
    );

  const { preferences: current, offForEveryone = [] } = prefs.data;
  const off = (key: Key) => offForEveryone.includes(key);
  const change = (key: Key, on: boolean) =>
    save.mutate(
      { ...current, [key]: on },
      {
        onSuccess: () => toast.success(en.account.notificationPreferencesSaved),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  const choice = (key: Key, label: string, help: ReactNode, disabled = false) => (
    <Checkbox
      key={key}
      label={label}
      help={off(key) ? OFF_FOR_EVERYONE : help}
      checked={current[key] && !off(key)}
      disabled={disabled || off(key) || save.isPending}
      onChange={(e) => change(key, e.target.checked)}
    />
  );
  const phoneVerified = !!user?.phoneVerified;
  const side: Side = role === 'host' ? 'host' : 'client';
  const profile = side === 'host' ? paths.host.profile : paths.client.profile;

  return (
    <div className="space-y-6">
      <Group legend="Emails" description="Emails about your account’s security are always sent.">
        {emails.map((c) => choice(c.key, c.label, c.help[side]))}
      </Group>
      <Group legend="Text messages">
        {choice('smsAlerts', 'Text me urgent news', textedNews[side], !phoneVerified && !current.smsAlerts)}
        {!phoneVerified && (
          <p className="ml-8 text-sm text-warning-700">
            Texts need a verified phone number.{' '}
            <Link className="font-medium text-brand-700 underline" to={profile.getHref('phone')}>
              Add and verify your phone
            </Link>
          </p>
        )}
      </Group>
      <Group legend="Push notifications">
        {choice('pushAlerts', 'Push notifications', 'On the devices below, even when Espasyo is closed.')}
        <div className="mt-3">
          <PushDevices disabled={!current.pushAlerts || off('pushAlerts')} />
        </div>
      </Group>
      <Group legend="In the app">
        {choice('soundAlerts', 'Play a sound', 'A short sound when a notification arrives while Espasyo is open.')}
        {choice(
          'browserAlerts',
          'Browser notifications',
          'A pop-up from your browser when a notification arrives while Espasyo is open in another tab.',
        )}
      </Group>
    </div>
  );
}

function Group({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-ink-200 pt-4 first:border-t-0 first:pt-0">
      <legend className="text-base font-semibold text-ink-900">{legend}</legend>
      {description && <p className="mt-1 text-sm text-ink-600">{description}</p>}
      <div className="mt-2">{children}</div>
    </fieldset>
  );
}

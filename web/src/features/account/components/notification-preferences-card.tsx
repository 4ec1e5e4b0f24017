import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useAuth } from '@/lib/auth';
import {
  useNotificationSettings,
  useSaveNotificationPreferences,
  type NotificationPreferences,
} from '@/features/account/api/use-notification-preferences';
import { PushDevices } from './push-devices';
import { SkeletonLines } from './section';

type Key = keyof NotificationPreferences;
type Side = 'client' | 'host';
type Words = ReturnType<typeof useMessages<'account'>>['notifications'];

/** A help text the same for both sides, or each side's own. */
const forSide = (help: string | Record<Side, string>, side: Side) => (typeof help === 'string' ? help : help[side]);

/** Each email as the account's side gets it: only hosts have spaces, payouts and booking requests to answer. */
const emails = (m: Words): { key: Key; label: string; help: string | Record<Side, string> }[] => [
  { key: 'bookingEmails', label: m.bookingEmails, help: m.bookingEmailsHelp },
  { key: 'paymentEmails', label: m.paymentEmails, help: m.paymentEmailsHelp },
  { key: 'messageEmails', label: m.messageEmails, help: m.messageEmailsHelp },
  { key: 'reviewEmails', label: m.reviewEmails, help: m.reviewEmailsHelp },
  { key: 'systemEmails', label: m.systemEmails, help: m.systemEmailsHelp },
  { key: 'marketingEmails', label: m.marketingEmails, help: m.marketingEmailsHelp },
];

/**
 * How the account is told (every field of notificationPreferencesSchema), in groups: emails, text
 * messages, push on this and other devices, and what an open tab does. Each change is saved at once;
 * a choice the platform has turned off for everyone shows as such.
 */
export function NotificationPreferencesCard() {
  const { notifications: m, actions } = useMessages('account');
  const toast = useToast();
  const { user, role } = useAuth();
  const prefs = useNotificationSettings();
  const save = useSaveNotificationPreferences();

  if (prefs.isPending) return <SkeletonLines lines={6} />;
  if (prefs.isError)
    return (
      <Alert tone="danger" title={m.loadFailed}>
        <p>{errorMessage(prefs.error)}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void prefs.refetch()}>
          {actions.tryAgain}
        </Button>
      </Alert>
    );

  const { preferences: current, offForEveryone = [] } = prefs.data;
  const off = (key: Key) => offForEveryone.includes(key);
  const change = (key: Key, on: boolean) =>
    save.mutate(
      { ...current, [key]: on },
      {
        onSuccess: () => toast.success(m.saved),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  const choice = (key: Key, label: string, help: ReactNode, disabled = false) => (
    <Checkbox
      key={key}
      label={label}
      help={off(key) ? m.offForEveryone : help}
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
      <Group legend={m.emails} description={m.emailsDescription}>
        {emails(m).map((c) => choice(c.key, c.label, forSide(c.help, side)))}
      </Group>
      <Group legend={m.texts}>
        {choice('smsAlerts', m.smsAlerts, m.smsAlertsHelp[side], !phoneVerified && !current.smsAlerts)}
        {!phoneVerified && (
          <p className="ml-8 text-sm text-warning-700">
            {m.needsPhone}{' '}
            <Link className="font-medium text-brand-700 underline" to={profile.getHref('phone')}>
              {m.addPhone}
            </Link>
          </p>
        )}
      </Group>
      <Group legend={m.push}>
        {choice('pushAlerts', m.pushAlerts, m.pushAlertsHelp)}
        <div className="mt-3">
          <PushDevices disabled={!current.pushAlerts || off('pushAlerts')} />
        </div>
      </Group>
      <Group legend={m.inApp}>
        {choice('soundAlerts', m.soundAlerts, m.soundAlertsHelp)}
        {choice('browserAlerts', m.browserAlerts, m.browserAlertsHelp)}
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

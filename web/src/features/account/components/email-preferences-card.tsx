import { en } from '@espasyo/domain/messages/en';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
  type NotificationPreferences,
} from '@/features/account/api/use-notification-preferences';
import { SkeletonLines } from './section';

const choices: { key: keyof NotificationPreferences; label: string; help: string }[] = [
  {
    key: 'bookingEmails',
    label: 'Booking emails',
    help: 'Requests and answers, payment deadlines, confirmations, the start and end of a booking, and cancellations.',
  },
  { key: 'paymentEmails', label: 'Payment emails', help: 'Refunds and other news about your payments.' },
];

/** The emails the account gets: each choice is saved as soon as it is ticked or cleared. */
export function EmailPreferencesCard() {
  const toast = useToast();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  if (prefs.isPending) return <SkeletonLines lines={2} />;
  if (prefs.isError)
    return (
      <Alert tone="danger" title="Your email preferences could not be loaded">
        <p>{errorMessage(prefs.error)}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void prefs.refetch()}>
          Try again
        </Button>
      </Alert>
    );

  const current = prefs.data;
  function change(key: keyof NotificationPreferences, on: boolean) {
    save.mutate(
      { ...current, [key]: on },
      {
        onSuccess: () => toast.success(en.account.emailPreferencesSaved),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  }

  return (
    <fieldset disabled={save.isPending}>
      <legend className="sr-only">Emails to send you</legend>
      {choices.map((c) => (
        <Checkbox
          key={c.key}
          label={c.label}
          help={c.help}
          checked={current[c.key]}
          onChange={(e) => change(c.key, e.target.checked)}
        />
      ))}
    </fieldset>
  );
}

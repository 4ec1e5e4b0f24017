import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useNotificationPreferences } from '@/features/account';
import { useMessages } from '@/lib/i18n';
import { alertPermission, type AlertPermission } from '../live/alerts';

/**
 * Desktop alerts (requirements §7: the browser's Notification API): the browser asks for
 * permission only when the user presses 'Turn on desktop alerts' (browsers ignore or block a
 * request made without a user's action). Shown while the user's preference allows them and the
 * browser has not been asked; a refusal says where to change it.
 */
export function DesktopAlerts() {
  const t = useMessages('notifications').desktop;
  const allowed = useNotificationPreferences().data?.browserAlerts;
  const [permission, setPermission] = useState<AlertPermission>(alertPermission);
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);

  if (permission === 'granted' && asked)
    return (
      <p role="status" className="mb-4 text-sm text-success-700">
        {t.on}
      </p>
    );
  if (!allowed || permission === 'unsupported' || permission === 'granted') return null;
  if (permission === 'denied') return <p className="mb-4 text-sm text-ink-600">{t.denied}</p>;

  const ask = async () => {
    setAsking(true);
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(alertPermission());
    } finally {
      setAsked(true);
      setAsking(false);
    }
  };

  return (
    <section
      aria-labelledby="desktop-alerts-title"
      className="mb-6 flex flex-col gap-3 rounded-card border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center"
    >
      <BellRing aria-hidden="true" className="hidden size-6 shrink-0 text-brand-700 sm:block" />
      <div className="min-w-0 flex-1">
        <h2 id="desktop-alerts-title" className="font-semibold text-ink-900">
          {t.title}
        </h2>
        <p className="text-sm text-ink-700">{t.text}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => void ask()} loading={asking} loadingText={t.asking}>
        {t.turnOn}
      </Button>
    </section>
  );
}

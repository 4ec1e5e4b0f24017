import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ConsentState, MyConsents } from '@espasyo/domain/contracts/consents';
import type { PushDevice } from '@espasyo/domain/contracts/push';
import { consentMessages } from '@espasyo/domain/messages/consents';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { accountKeys } from '@/features/account/api/keys';
import { useMyConsents } from '@/features/account/api/use-consents';
import {
  useNotificationSettings,
  useSaveNotificationPreferences,
} from '@/features/account/api/use-notification-preferences';
import { usePushDevices } from '@/features/account/api/use-push';
import { SkeletonLines } from './section';
import { useThisDevicePush } from './use-this-device-push';

const m = consentMessages;
const s = m.settings;

/**
 * Settings' "Privacy and consents" (issue 34, Data Privacy Act of 2012): each consent with the
 * version and day it was given, and a way to withdraw it as easy as giving it: marketing emails and
 * push on this device here and now; the terms and the privacy policy by closing the account.
 */
export function ConsentsCard() {
  const consents = useMyConsents();
  if (consents.isPending) return <SkeletonLines lines={4} />;
  if (consents.isError)
    return (
      <Alert tone="danger" title={s.loadFailed}>
        <p>{errorMessage(consents.error)}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void consents.refetch()}>
          {s.tryAgain}
        </Button>
      </Alert>
    );
  const data = consents.data;
  const state = (kind: ConsentState['kind']) => data.current.find((c) => c.kind === kind && c.deviceId === null);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-ink-200 rounded-field border border-ink-200">
        <LegalRow kind="terms" state={state('terms')} />
        <LegalRow kind="privacy" state={state('privacy')} />
        <MarketingRow state={state('marketing_emails')} />
        <PushRow history={data} />
      </ul>
      <History data={data} />
    </div>
  );
}

function Row({
  title,
  status,
  given,
  action,
  children,
}: {
  title: string;
  status: string;
  given: boolean;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
          {title}
          <Badge tone={given ? 'success' : 'neutral'}>{given ? s.on : s.off}</Badge>
        </p>
        <p className="text-sm text-ink-600">{status}</p>
        {children}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </li>
  );
}

const statusOf = (c: ConsentState | undefined) =>
  !c?.at ? s.never : c.given ? s.given(c.version, formatDate(c.at)) : s.withdrawnOn(formatDate(c.at));

function LegalRow({ kind, state }: { kind: 'terms' | 'privacy'; state: ConsentState | undefined }) {
  return (
    <Row title={m.kinds[kind]} status={statusOf(state)} given={!!state?.given}>
      <p className="max-w-prose text-sm text-ink-600">{s.legalWithdraw}</p>
      <p className="flex flex-wrap gap-x-4 text-sm">
        <Link className="inline-flex min-h-11 items-center text-brand-700 underline" to={paths.legal[kind].getHref()}>
          {s.read}
        </Link>
        <a className="inline-flex min-h-11 items-center text-brand-700 underline" href="#your-data">
          {s.closeAccount}
        </a>
      </p>
    </Row>
  );
}

function MarketingRow({ state }: { state: ConsentState | undefined }) {
  const settings = useNotificationSettings();
  const save = useSaveNotificationPreferences();
  const queryClient = useQueryClient();
  const toast = useToast();
  const on = settings.data?.preferences.marketingEmails ?? !!state?.given;
  const toggle = async () => {
    if (!settings.data) return;
    try {
      await save.mutateAsync({ ...settings.data.preferences, marketingEmails: !on });
      await queryClient.invalidateQueries({ queryKey: accountKeys.consents });
      toast.success(on ? s.marketingOff : s.marketingOn);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <Row
      title={m.kinds.marketing_emails}
      status={statusOf(state)}
      given={on}
      action={
        <Button
          size="sm"
          variant={on ? 'outline' : 'secondary'}
          loading={save.isPending}
          disabled={!settings.data}
          onClick={() => void toggle()}
          aria-label={`${on ? s.withdraw : s.give}: ${m.kinds.marketing_emails}`}
        >
          {on ? s.withdraw : s.give}
        </Button>
      }
    />
  );
}

function PushRow({ history }: { history: MyConsents }) {
  const devices = usePushDevices();
  if (!devices.data) return null;
  return <ThisDevicePush devices={devices.data.items} thisEndpoint={devices.data.thisEndpoint} history={history} />;
}

function ThisDevicePush({
  devices,
  thisEndpoint,
  history,
}: {
  devices: PushDevice[];
  thisEndpoint: string | null;
  history: MyConsents;
}) {
  const push = useThisDevicePush(devices, thisEndpoint);
  const queryClient = useQueryClient();
  const state = push.mine
    ? history.current.find((c) => c.kind === 'web_push' && c.deviceId === push.mine!.id)
    : undefined;
  // Subscribing or unsubscribing this device wrote a row of the log: read it again once it is done.
  const on = push.on;
  const was = useRef(on);
  useEffect(() => {
    if (was.current !== on) void queryClient.invalidateQueries({ queryKey: accountKeys.consents });
    was.current = on;
  }, [on, queryClient]);
  return (
    <Row
      title={m.kinds.web_push}
      status={push.supported ? (push.on ? statusOf(state) : s.never) : s.pushUnsupported}
      given={push.on}
      action={
        push.supported && (
          <Button
            size="sm"
            variant={push.on ? 'outline' : 'secondary'}
            loading={push.busy}
            disabled={!push.ready || (push.denied && !push.on)}
            onClick={push.on ? push.turnOff : push.turnOn}
            aria-label={`${push.on ? s.withdraw : s.give}: ${m.kinds.web_push}`}
          >
            {push.on ? s.withdraw : s.give}
          </Button>
        )
      }
    />
  );
}

function History({ data }: { data: MyConsents }) {
  if (!data.history.length) return null;
  return (
    <details className="rounded-field border border-ink-200 p-4">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-ink-900">
        {s.history} ({data.history.length})
      </summary>
      <ol className="mt-2 space-y-2 text-sm text-ink-700">
        {data.history.map((e, i) => (
          <li key={i} className="break-words">
            {s.historyLine(
              e.version ? `${m.kinds[e.kind]} ${e.version}` : m.kinds[e.kind],
              s.actions[e.action],
              formatDateTime(e.at),
            )}
            {e.device && <span className="block text-ink-500">{e.device}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ConsentState, MyConsents } from '@espasyo/domain/contracts/consents';
import type { PushDevice } from '@espasyo/domain/contracts/push';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type consents from '@espasyo/domain/i18n/en/consents';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat, type Format } from '@/lib/use-format';
import { accountKeys } from '@/features/account/api/keys';
import { useMyConsents } from '@/features/account/api/use-consents';
import {
  useNotificationSettings,
  useSaveNotificationPreferences,
} from '@/features/account/api/use-notification-preferences';
import { usePushDevices } from '@/features/account/api/use-push';
import { SkeletonLines } from './section';
import { useThisDevicePush } from './use-this-device-push';

type Words = Messages<typeof consents>;

/**
 * Settings' "Privacy and consents" (issue 34, Data Privacy Act of 2012): each consent with the
 * version and day it was given, and a way to withdraw it as easy as giving it: marketing emails and
 * push on this device here and now; the terms and the privacy policy by closing the account.
 */
export function ConsentsCard() {
  const s = useMessages('consents').settings;
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
  const s = useMessages('consents').settings;
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

const statusOf = (s: Words['settings'], f: Format, c: ConsentState | undefined) =>
  !c?.at
    ? s.never
    : !c.given
      ? s.withdrawnOn({ date: f.date(c.at) })
      : c.version
        ? s.agreedTo({ version: c.version, date: f.date(c.at) })
        : s.givenOn({ date: f.date(c.at) });

/** The page's words and formats for a row's status. */
function useStatusOf() {
  const m = useMessages('consents');
  const f = useFormat();
  return { m, s: m.settings, statusOf: (c: ConsentState | undefined) => statusOf(m.settings, f, c) };
}

function LegalRow({ kind, state }: { kind: 'terms' | 'privacy'; state: ConsentState | undefined }) {
  const { m, s, statusOf } = useStatusOf();
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
  const { m, s, statusOf } = useStatusOf();
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
          aria-label={(on ? s.withdrawLabel : s.giveLabel)({ kind: m.kinds.marketing_emails })}
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
  const { m, s, statusOf } = useStatusOf();
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
            aria-label={(push.on ? s.withdrawLabel : s.giveLabel)({ kind: m.kinds.web_push })}
          >
            {push.on ? s.withdraw : s.give}
          </Button>
        )
      }
    />
  );
}

function History({ data }: { data: MyConsents }) {
  const m = useMessages('consents');
  const f = useFormat();
  const s = m.settings;
  if (!data.history.length) return null;
  return (
    <details className="rounded-field border border-ink-200 p-4">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-ink-900">
        {s.historyCount({ count: f.number(data.history.length) })}
      </summary>
      <ol className="mt-2 space-y-2 text-sm text-ink-700">
        {data.history.map((e, i) => (
          <li key={i} className="break-words">
            {s.historyLine({
              date: f.dateTime(e.at),
              what: e.version ? s.kindVersion({ kind: m.kinds[e.kind], version: e.version }) : m.kinds[e.kind],
              action: e.action,
            })}
            {e.device && <span className="block text-ink-500">{e.device}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

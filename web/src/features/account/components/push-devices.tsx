import { BellOff, BellRing, Monitor, Smartphone, Trash2 } from 'lucide-react';
import type { PushDevice } from '@espasyo/domain/contracts/push';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { usePushDevices, useRemovePushDevice } from '@/features/account/api/use-push';
import { SkeletonLines } from './section';
import { useDeviceName } from './user-agent';
import { useThisDevicePush } from './use-this-device-push';

/** Push on this browser (turn on or off) and the account's other subscribed devices, each removable. */
export function PushDevices({ disabled }: { disabled: boolean }) {
  const { push: m, actions } = useMessages('account');
  const devices = usePushDevices();
  if (devices.isPending) return <SkeletonLines lines={2} />;
  if (devices.isError)
    return (
      <Alert tone="danger" title={m.loadFailed}>
        <p>{errorMessage(devices.error)}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void devices.refetch()}>
          {actions.tryAgain}
        </Button>
      </Alert>
    );
  const { items, thisEndpoint } = devices.data;
  return (
    <div className="space-y-4">
      <ThisDevice devices={items} thisEndpoint={thisEndpoint} disabled={disabled} />
      <OtherDevices devices={items.filter((d) => d.endpoint !== thisEndpoint)} />
    </div>
  );
}

function ThisDevice({
  devices,
  thisEndpoint,
  disabled,
}: {
  devices: PushDevice[];
  thisEndpoint: string | null;
  disabled: boolean;
}) {
  const m = useMessages('account').push;
  const push = useThisDevicePush(devices, thisEndpoint);
  if (!push.supported) return <p className="rounded-field bg-ink-50 p-3 text-sm text-ink-700">{m.unsupported}</p>;
  const Icon = push.on ? BellRing : BellOff;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-field border border-ink-200 p-4">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
        <div className="min-w-0">
          <p className="font-medium text-ink-900">{m.thisDevice}</p>
          <p className="text-sm text-ink-600">{push.on ? m.isOn : push.denied ? m.denied : m.isOff}</p>
        </div>
      </div>
      {push.on ? (
        <Button size="sm" variant="outline" loading={push.busy} onClick={push.turnOff}>
          {m.turnOff}
        </Button>
      ) : (
        <Button size="sm" loading={push.busy} disabled={disabled || !push.ready} onClick={push.turnOn}>
          {m.turnOn}
        </Button>
      )}
    </div>
  );
}

function OtherDevices({ devices }: { devices: PushDevice[] }) {
  const m = useMessages('account').push;
  const f = useFormat();
  const toast = useToast();
  const remove = useRemovePushDevice();
  const deviceName = useDeviceName();
  if (!devices.length) return <p className="text-sm text-ink-600">{m.noOthers}</p>;
  return (
    <ul className="divide-y divide-ink-200 rounded-field border border-ink-200" aria-label={m.others}>
      {devices.map((d) => {
        const Icon = /Android|iPhone/.test(d.device) ? Smartphone : Monitor;
        const removing = remove.isPending && remove.variables === d.id;
        const name = deviceName.stored(d.device);
        return (
          <li key={d.id} className="flex items-center gap-3 p-4">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-ink-500" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                {name}
                {!d.lastSuccessAt && <Badge tone="neutral">{m.nothingSent}</Badge>}
              </p>
              <p className="text-sm text-ink-600">
                {d.lastSuccessAt
                  ? m.addedNotified({ date: f.dateTime(d.createdAt), notified: f.dateTime(d.lastSuccessAt) })
                  : m.added({ date: f.dateTime(d.createdAt) })}
              </p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              loading={removing}
              aria-label={m.removeLabel({ device: name, date: f.dateTime(d.createdAt) })}
              onClick={() =>
                remove.mutate(d.id, {
                  onSuccess: () => toast.success(m.removed),
                  onError: (e) => toast.error(errorMessage(e)),
                })
              }
            >
              {m.remove}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

import { BellOff, BellRing, Monitor, Smartphone, Trash2 } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import type { PushDevice } from '@espasyo/domain/contracts/push';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { usePushDevices, useRemovePushDevice } from '@/features/account/api/use-push';
import { SkeletonLines } from './section';
import { useThisDevicePush } from './use-this-device-push';

/** Push on this browser (turn on or off) and the account's other subscribed devices, each removable. */
export function PushDevices({ disabled }: { disabled: boolean }) {
  const devices = usePushDevices();
  if (devices.isPending) return <SkeletonLines lines={2} />;
  if (devices.isError)
    return (
      <Alert tone="danger" title="Your devices could not be loaded">
        <p>{errorMessage(devices.error)}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void devices.refetch()}>
          Try again
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
  const push = useThisDevicePush(devices, thisEndpoint);
  if (!push.supported)
    return (
      <p className="rounded-field bg-ink-50 p-3 text-sm text-ink-700">
        This browser cannot show push notifications. On an iPhone or iPad, add Espasyo to your Home Screen first, then
        open it from there.
      </p>
    );
  const Icon = push.on ? BellRing : BellOff;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-field border border-ink-200 p-4">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
        <div className="min-w-0">
          <p className="font-medium text-ink-900">This device</p>
          <p className="text-sm text-ink-600">
            {push.on
              ? 'Push notifications are on: you hear of new bookings even with Espasyo closed.'
              : push.denied
                ? en.account.pushDenied
                : 'Push notifications are off on this device.'}
          </p>
        </div>
      </div>
      {push.on ? (
        <Button size="sm" variant="outline" loading={push.busy} onClick={push.turnOff}>
          Turn off
        </Button>
      ) : (
        <Button size="sm" loading={push.busy} disabled={disabled || !push.ready} onClick={push.turnOn}>
          Turn on for this device
        </Button>
      )}
    </div>
  );
}

function OtherDevices({ devices }: { devices: PushDevice[] }) {
  const toast = useToast();
  const remove = useRemovePushDevice();
  if (!devices.length) return <p className="text-sm text-ink-600">No other device gets push notifications.</p>;
  return (
    <ul className="divide-y divide-ink-200 rounded-field border border-ink-200" aria-label="Your other devices">
      {devices.map((d) => {
        const Icon = /Android|iPhone/.test(d.device) ? Smartphone : Monitor;
        const removing = remove.isPending && remove.variables === d.id;
        return (
          <li key={d.id} className="flex items-center gap-3 p-4">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-ink-500" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                {d.device}
                {!d.lastSuccessAt && <Badge tone="neutral">Nothing sent yet</Badge>}
              </p>
              <p className="text-sm text-ink-600">
                Added {formatDateTime(d.createdAt)}
                {d.lastSuccessAt && ` · last notified ${formatDateTime(d.lastSuccessAt)}`}
              </p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              loading={removing}
              aria-label={`Remove ${d.device}, added ${formatDateTime(d.createdAt)}`}
              onClick={() =>
                remove.mutate(d.id, {
                  onSuccess: () => toast.success(en.account.pushDeviceRemoved),
                  onError: (e) => toast.error(errorMessage(e)),
                })
              }
            >
              Remove
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

import { useState, type ClipboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ExternalLink, LocateFixed } from 'lucide-react';
import type { ListingDraftInput } from '@espasyo/domain/listings/schema';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import type { WizardValues } from './form-values';
import { PinMap } from './pin-map';

type Form = UseFormReturn<WizardValues, unknown, ListingDraftInput>;

/** '14.5547, 121.0244' as a map app copies a point: both fields at once. */
const PAIR = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
/** Six decimals is about 10 cm: more than a phone's fix is worth. */
const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * The map pin as latitude and longitude: it starts at the city's centre, and the host moves it
 * to the space on the map (drag, click or tap), with 'Use my location' (standing there) or by
 * typing or pasting the point from a map app. A link opens the point on OpenStreetMap to check it. `onTouched` tells the step the
 * host placed the pin, so choosing another city no longer moves it.
 */
export function PinFields({ form, onTouched }: { form: Form; onTouched: () => void }) {
  const m = useMessages('listingWizard').pin;
  const { register, setValue, watch, formState } = form;
  const { errors } = formState;
  const [locating, setLocating] = useState(false);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [lat, lng] = watch(['latitude', 'longitude']);
  const valid = lat.trim() !== '' && lng.trim() !== '' && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng));

  const place = (la: string, lo: string) => {
    setValue('latitude', la, { shouldDirty: true, shouldValidate: true });
    setValue('longitude', lo, { shouldDirty: true, shouldValidate: true });
    onTouched();
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus({ tone: 'error', text: m.noGeolocation });
      return;
    }
    setLocating(true);
    setStatus(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        place(round(pos.coords.latitude), round(pos.coords.longitude));
        setStatus({
          tone: 'ok',
          text: m.located({ metres: Math.max(1, Math.round(pos.coords.accuracy)) }),
        });
      },
      () => {
        setLocating(false);
        setStatus({
          tone: 'error',
          text: m.locateFailed,
        });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pair = PAIR.exec(e.clipboardData.getData('text'));
    if (!pair) return;
    e.preventDefault();
    place(pair[1], pair[2]);
  };

  const touched = { onChange: onTouched };
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-ink-900">{m.legend}</legend>
      <p className="text-sm text-ink-600">{m.intro}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={locate}
          loading={locating}
          loadingText={m.locating}
          icon={<LocateFixed aria-hidden="true" className="size-5" />}
        >
          {m.locate}
        </Button>
        {valid && (
          <a
            href={`https://www.openstreetmap.org/?mlat=${encodeURIComponent(lat)}&mlon=${encodeURIComponent(lng)}#map=18/${encodeURIComponent(lat)}/${encodeURIComponent(lng)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            {m.check} <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{m.newTab}</span>
          </a>
        )}
      </div>
      <PinMap
        pin={valid ? { lat: Number(lat), lng: Number(lng) } : null}
        onMove={(la, lo) => {
          place(round(la), round(lo));
          setStatus(null);
        }}
      />
      <p role="status" className={status?.tone === 'error' ? 'text-sm text-danger-700' : 'text-sm text-success-700'}>
        {status?.text}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={m.latitude}
          inputMode="decimal"
          autoComplete="off"
          required
          maxLength={20}
          help={m.latitudeHelp}
          error={errors.latitude?.message}
          onPaste={onPaste}
          {...register('latitude', touched)}
        />
        <TextField
          label={m.longitude}
          inputMode="decimal"
          autoComplete="off"
          required
          maxLength={20}
          help={m.longitudeHelp}
          error={errors.longitude?.message}
          onPaste={onPaste}
          {...register('longitude', touched)}
        />
      </div>
      <p className="text-xs text-ink-600">{m.credit}</p>
    </fieldset>
  );
}

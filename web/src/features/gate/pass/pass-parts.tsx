import { useState } from 'react';
import { UserRound } from 'lucide-react';
import type { AccessPass } from '@espasyo/domain/contracts/access-pass';
import { lastMinuteOf } from '@espasyo/domain/handover/window';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/**
 * The server's QR code (an SVG document) drawn as an image: a data: URL in an <img> runs no script
 * and touches no page style, whatever the SVG holds (never put in the page's markup).
 */
export function PassQr({ svg, className }: { svg: string; className?: string }) {
  const m = useMessages('gate').pass;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={m.qrAlt}
      width={256}
      height={256}
      className={cn('aspect-square bg-white [image-rendering:pixelated]', className)}
    />
  );
}

/** The 6-digit PIN, large and spaced, read out digit by digit. */
export function PassPin({ code, className }: { code: string; className?: string }) {
  const m = useMessages('gate').pass;
  return (
    <p
      className={cn('font-mono font-bold tracking-[0.3em] tabular-nums', className)}
      aria-label={m.pinSpoken({ digits: code.split('').join(' ') })}
    >
      {code}
    </p>
  );
}

/** 'Valid from …' and 'until …' (a tenancy with no end yet: until it ends). */
export function PassValidity({
  pass,
  className,
}: {
  pass: Pick<AccessPass, 'validFrom' | 'validUntil'>;
  className?: string;
}) {
  const m = useMessages('gate').pass;
  const f = useFormat();
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-1', className)}>
      <dt className="font-medium">{m.validFrom}</dt>
      <dd>{f.dateTime(pass.validFrom)}</dd>
      <dt className="font-medium">{m.validUntil}</dt>
      <dd>{pass.validUntil ? f.dateTime(lastMinuteOf(pass.validUntil)) : m.tenancyEnds}</dd>
    </dl>
  );
}

/** A person's photo, or a plain figure without one (or offline, when the photo cannot load). */
export function PersonPhoto({ url, name, size = 'md' }: { url: string | null; name: string; size?: 'md' | 'lg' }) {
  const m = useMessages('gate').pass;
  const [failed, setFailed] = useState(false);
  const box = size === 'lg' ? 'size-20' : 'size-12';
  if (!url || failed)
    return (
      <span
        className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-ink-200 text-ink-700', box)}
      >
        <UserRound aria-hidden="true" className="size-1/2" />
      </span>
    );
  return (
    <img
      src={url}
      alt={m.photoOf({ name })}
      width={80}
      height={80}
      onError={() => setFailed(true)}
      className={cn('shrink-0 rounded-full object-cover', box)}
    />
  );
}

/** 'Offline — shown as of …': the pass kept on the phone, as the server last gave it. */
export function OfflineNote({ issuedAt }: { issuedAt: string }) {
  const m = useMessages('gate').pass;
  const f = useFormat();
  return m.offline({ when: f.dateTime(issuedAt) });
}

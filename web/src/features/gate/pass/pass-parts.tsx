import { useState } from 'react';
import { UserRound } from 'lucide-react';
import type { AccessPass } from '@espasyo/domain/contracts/access-pass';
import { lastMinuteOf } from '@espasyo/domain/handover/window';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

/**
 * The server's QR code (an SVG document) drawn as an image: a data: URL in an <img> runs no script
 * and touches no page style, whatever the SVG holds (never put in the page's markup).
 */
export function PassQr({ svg, className }: { svg: string; className?: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code of the pass"
      width={256}
      height={256}
      className={cn('aspect-square bg-white [image-rendering:pixelated]', className)}
    />
  );
}

/** The 6-digit PIN, large and spaced, read out digit by digit. */
export function PassPin({ code, className }: { code: string; className?: string }) {
  return (
    <p
      className={cn('font-mono font-bold tracking-[0.3em] tabular-nums', className)}
      aria-label={`PIN ${code.split('').join(' ')}`}
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
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-1', className)}>
      <dt className="font-medium">Valid from</dt>
      <dd>{formatDateTime(pass.validFrom)}</dd>
      <dt className="font-medium">Valid until</dt>
      <dd>{pass.validUntil ? formatDateTime(lastMinuteOf(pass.validUntil)) : 'the tenancy ends'}</dd>
    </dl>
  );
}

/** A person's photo, or a plain figure without one (or offline, when the photo cannot load). */
export function PersonPhoto({ url, name, size = 'md' }: { url: string | null; name: string; size?: 'md' | 'lg' }) {
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
      alt={`Photo of ${name}`}
      width={80}
      height={80}
      onError={() => setFailed(true)}
      className={cn('shrink-0 rounded-full object-cover', box)}
    />
  );
}

/** 'Offline — shown as of …': the pass kept on the phone, as the server last gave it. */
export const offlineNote = (issuedAt: string) => `Offline — shown as of ${formatDateTime(issuedAt)}`;
